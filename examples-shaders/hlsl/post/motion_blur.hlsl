// Per-pixel motion blur along a velocity buffer.
Texture2D Scene : register(t0);
Texture2D<float2> Velocity : register(t1);
SamplerState LinearClamp : register(s0);

cbuffer BlurParams : register(b0)
{
    uint SampleCount;
    float Intensity;
};

float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    float2 v = Velocity.Sample(LinearClamp, uv) * Intensity;
    float4 c = 0;
    [loop]
    for (uint i = 0; i < SampleCount; ++i)
    {
        float t = (i + 0.5) / SampleCount - 0.5;
        c += Scene.Sample(LinearClamp, uv + v * t);
    }
    return c / max(SampleCount, 1u);
}
