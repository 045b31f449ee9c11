// Nearest magnification, linear minification: the LOD's sign picks the filter.
Texture2D<float4> tex : register(t0);
SamplerState s : register(s0);
RWStructuredBuffer<float4> o : register(u0);
[numthreads(4, 4, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.y * 4 + id.x;
    float2 uv = float2(0.13 + 0.11 * float(id.x), 0.21 + 0.09 * float(id.y));
    o[i] = tex.SampleLevel(s, uv, (i & 1) == 0 ? -1.0 : 0.75);
}
