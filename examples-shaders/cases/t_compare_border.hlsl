// Depth comparison (greater, linear) with an opaque white border: border texels compare as depth 1 (so they fail `greater`).
Texture2D<float> shadow : register(t0);
SamplerComparisonState s : register(s0);
RWStructuredBuffer<float4> o : register(u0);
[numthreads(4, 4, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.y * 4 + id.x;
    float2 uv = float2(float(id.x) * 0.45 - 0.4, float(id.y) * 0.43 - 0.35);
    o[i] = float4(shadow.SampleCmpLevelZero(s, uv, float(i) / 16.0), 0.0, 0.0, 1.0);
}
