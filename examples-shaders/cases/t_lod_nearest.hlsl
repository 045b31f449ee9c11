// Explicit LOD from -0.4 to 3.35 over an 8x8 r32float texture with 4 mips, mip filter nearest.
Texture2D<float> tex : register(t0);
SamplerState s : register(s0);
RWStructuredBuffer<float4> o : register(u0);
[numthreads(4, 4, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.y * 4 + id.x;
    float lod = float(i) * 0.25 - 0.4;
    float2 uv = float2(0.3 + 0.05 * float(id.x), 0.6 - 0.07 * float(id.y));
    o[i] = float4(tex.SampleLevel(s, uv, lod), 0, 0, 1);
}
