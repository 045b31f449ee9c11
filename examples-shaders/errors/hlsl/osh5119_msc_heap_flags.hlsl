// Under msc, indexing ResourceDescriptorHeap needs the root signature's
// CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED flag, as in D3D12 (OSH5119 at the root
// signature).
cbuffer Root : register(b0) { uint index; };
RWStructuredBuffer<float4> o : register(u0);
[RootSignature("RootConstants(num32BitConstants = 1, b0), UAV(u0)")]
[numthreads(1, 1, 1)]
void main() {
    Texture2D<float4> t = ResourceDescriptorHeap[index];
    o[0] = t.Load(int3(0, 0, 0));
}
