// Color grading through a 3D lookup table with half-texel addressing.
Texture2D Scene : register(t0);
Texture3D<float4> GradingLut : register(t1);
SamplerState LinearClamp : register(s0);

cbuffer GradeParams : register(b0)
{
    float LutSize;
    float Blend;
};

float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    float4 c = Scene.Sample(LinearClamp, uv);
    float3 scale = (LutSize - 1.0) / LutSize;
    float3 offset = 0.5 / LutSize;
    float3 graded = GradingLut.Sample(LinearClamp, saturate(c.rgb) * scale + offset).rgb;
    return float4(lerp(c.rgb, graded, Blend), c.a);
}
