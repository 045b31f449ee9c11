// CalculateLevelOfDetail(Unclamped) on 1D textures, which Metal has no
// query for: a Metal 1D texture has one level (every sample of one reads
// it), so the clamped level is 0, and the unclamped one is the level the
// derivatives select, log2(max(|ddx(u)|, |ddy(u)|) * width).
Texture1D<float4> Ramp : register(t0);
Texture1DArray<float4> Ramps : register(t1);
SamplerState Linear : register(s0);

float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    float clamped = Ramp.CalculateLevelOfDetail(Linear, uv.x);
    float unclamped = Ramps.CalculateLevelOfDetailUnclamped(Linear, uv.x * 4.0);
    return Ramp.Sample(Linear, uv.x) + Ramps.Sample(Linear, uv) * saturate(unclamped) + clamped;
}
