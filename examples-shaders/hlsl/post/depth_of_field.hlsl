// Depth of field: circle of confusion from depth, golden-angle disc blur.
Texture2D Scene : register(t0);
Texture2D<float> LinearDepth : register(t1);
SamplerState LinearClamp : register(s0);

cbuffer DofParams : register(b0)
{
    float FocusDistance;
    float FocusRange;
    float MaxRadius;
    float2 TexelSize;
};

static const float GoldenAngle = 2.39996323;

float CircleOfConfusion(float depth)
{
    return saturate(abs(depth - FocusDistance) / FocusRange);
}

float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    float coc = CircleOfConfusion(LinearDepth.SampleLevel(LinearClamp, uv, 0)) * MaxRadius;
    float3 acc = Scene.SampleLevel(LinearClamp, uv, 0).rgb;
    float total = 1;
    for (int i = 1; i < 24; i++)
    {
        float r = sqrt((float)i / 24.0) * coc;
        float theta = i * GoldenAngle;
        float2 offset = float2(cos(theta), sin(theta)) * r * TexelSize;
        acc += Scene.SampleLevel(LinearClamp, uv + offset, 0).rgb;
        total += 1;
    }
    return float4(acc / total, 1);
}
