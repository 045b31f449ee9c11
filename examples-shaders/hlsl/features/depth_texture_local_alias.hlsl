// A texture sampled with a comparison through a local that holds it and a
// helper's parameter: the global is a depth texture (Metal compares only
// depth textures), and so are the local and the parameters it passes
// through, in each overload of a helper whatever the parameter's position
// (a type mismatch between them was an internal error).
Texture2DArray ShadowMaps[4] : register(t0);
Texture2D SunShadow : register(t4);
SamplerComparisonState ShadowSampler : register(s0);

cbuffer Frame : register(b0)
{
    uint ShadowIndex;
};

float sample_cascade(float3 pos, uint cascade, Texture2DArray map, SamplerComparisonState s)
{
    return map.SampleCmpLevelZero(s, float3(pos.xy, cascade), pos.z);
}

float visibility(float3 pos, Texture2DArray map, SamplerComparisonState s)
{
    return sample_cascade(pos, 0, map, s) * sample_cascade(pos, 1, map, s);
}

float visibility(float3 pos, float bias, Texture2DArray map, SamplerComparisonState s)
{
    return visibility(pos - bias, map, s);
}

float4 main(float4 pos : SV_Position, float3 shadowPos : TEXCOORD0) : SV_Target
{
    Texture2DArray map = ShadowMaps[ShadowIndex];
    Texture2D sun;
    sun = SunShadow;
    float lit = visibility(shadowPos, 0.001, map, ShadowSampler);
    lit *= sun.SampleCmpLevelZero(ShadowSampler, shadowPos.xy, shadowPos.z);
    return float4(lit.xxx, 1);
}
