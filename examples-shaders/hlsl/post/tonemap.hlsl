// ACES filmic tonemapping with exposure and gamma.
Texture2D<float3> HdrScene : register(t0);
SamplerState PointClamp : register(s0);

cbuffer TonemapParams : register(b0)
{
    float Exposure;
    float Gamma;
};

float3 ACESFilm(float3 x)
{
    const float a = 2.51;
    const float b = 0.03;
    const float c = 2.43;
    const float d = 0.59;
    const float e = 0.14;
    return saturate((x * (a * x + b)) / (x * (c * x + d) + e));
}

float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    float3 hdr = HdrScene.Sample(PointClamp, uv) * Exposure;
    float3 mapped = ACESFilm(hdr);
    return float4(pow(mapped, 1.0 / Gamma), 1.0);
}
