// Depth comparison (less, nearest) against references 0 to 0.9375.
Texture2D<float> shadow : register(t0);
SamplerComparisonState s : register(s0);
RWStructuredBuffer<float4> o : register(u0);
[numthreads(4, 4, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.y * 4 + id.x;
    float2 uv = float2(0.07 + 0.23 * float(id.x), 0.11 + 0.21 * float(id.y));
    float ref = float(i) / 16.0;
    o[i] = float4(shadow.SampleCmpLevelZero(s, uv, ref), shadow.SampleCmpLevelZero(s, uv, 0.5, int2(1, 0)), 0.0, 1.0);
}
