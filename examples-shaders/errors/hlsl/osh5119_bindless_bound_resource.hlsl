// metal4-bindless binds the root structure and the heaps only: a second
// constant buffer and a register-bound texture are OSH5119.
cbuffer Root : register(b0) { uint index; };
cbuffer Extra : register(b1) { float scale; };
Texture2D<float4> lut : register(t0);
RWTexture2D<float4> output : register(u0);
[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Texture2D<float4> t = ResourceDescriptorHeap[index];
    output[id.xy] = t.Load(int3(id.xy, 0)) * lut.Load(int3(0, 0, 0)) * scale;
}
