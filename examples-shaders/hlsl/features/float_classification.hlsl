// isnan, isinf and isfinite (neither NaN nor infinite), per component.
// Metal's default fast math may fold these tests away: warning OSH5204.
StructuredBuffer<float4> Input : register(t0);
RWStructuredBuffer<uint4> Flags : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 v = Input[id.x];
    uint4 nan = isnan(v) ? 1 : 0;
    uint4 inf = isinf(v) ? 2 : 0;
    uint4 finite = isfinite(v) ? 4 : 0;
    Flags[id.x] = nan | inf | finite | (isfinite(v.x) ? 8u : 0u);
}
