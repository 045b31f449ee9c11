// GatherCmp: four comparison results.
Texture2D<float> shadow : register(t0);
SamplerComparisonState s : register(s0);
RWStructuredBuffer<float4> o : register(u0);
[numthreads(4, 4, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.y * 4 + id.x;
    float2 uv = float2(0.1 + 0.2 * float(id.x), 0.15 + 0.2 * float(id.y));
    o[i] = shadow.GatherCmp(s, uv, float(i) / 16.0);
}
