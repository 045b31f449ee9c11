// Nine-tap separable Gaussian blur with static weights.
Texture2D Source : register(t0);
SamplerState LinearClamp : register(s0);

cbuffer BlurConstants : register(b0)
{
    float2 Direction;
    float2 TexelSize;
};

static const float Weights[5] = { 0.2270270270, 0.1945945946, 0.1216216216, 0.0540540541, 0.0162162162 };

float4 main(float4 position : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    float4 color = Source.Sample(LinearClamp, uv) * Weights[0];
    for (int i = 1; i < 5; ++i)
    {
        float2 offset = Direction * TexelSize * i;
        color += Source.Sample(LinearClamp, uv + offset) * Weights[i];
        color += Source.Sample(LinearClamp, uv - offset) * Weights[i];
    }
    return color;
}
