// A Texture3D: loads and trilinear samples.
Texture3D<float4> tex : register(t0);
SamplerState s : register(s0);
RWStructuredBuffer<float4> o : register(u0);
[numthreads(4, 4, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.y * 4 + id.x;
    o[i] = tex.Load(int4(id.x, id.y, i % 4, 0));
    o[16 + i] = tex.SampleLevel(s, float3(0.1 + 0.2 * float(id.x), 0.9 - 0.2 * float(id.y), 0.15 * float(i % 5)), 0);
}
