// Under msc a resource the root signature does not hold is OSH5119 at the
// resource (here t2 is outside the table's range), as is a texture given a
// root descriptor (root descriptors hold only buffers).
Texture2D<float4> a : register(t0);
Texture2D<float4> b : register(t2);
Texture2D<float4> c : register(t3);
RWStructuredBuffer<float4> o : register(u0);

[RootSignature("DescriptorTable(SRV(t0, numDescriptors = 2)), SRV(t3), UAV(u0)")]
[numthreads(1, 1, 1)]
void main() {
    o[0] = a.Load(int3(0, 0, 0)) + b.Load(int3(0, 0, 0)) + c.Load(int3(0, 0, 0));
}
