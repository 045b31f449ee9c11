// Vignette, chromatic aberration and film grain in one pass.
Texture2D Scene : register(t0);
SamplerState LinearClamp : register(s0);

cbuffer LensParams : register(b0)
{
    float VignetteStrength;
    float Aberration;
    float GrainAmount;
    float Time;
};

float Hash(float2 p)
{
    return frac(sin(dot(p, float2(12.9898, 78.233))) * 43758.5453);
}

float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    float2 d = uv - 0.5;
    float2 shift = d * Aberration;
    float r = Scene.Sample(LinearClamp, uv + shift).r;
    float g = Scene.Sample(LinearClamp, uv).g;
    float b = Scene.Sample(LinearClamp, uv - shift).b;
    float vignette = 1 - dot(d, d) * VignetteStrength;
    float grain = (Hash(uv * 1000 + Time) - 0.5) * GrainAmount;
    return float4(float3(r, g, b) * vignette + grain, 1);
}
