// Vulkan-sample style: a matrix and an array passed between stages (one
// semantic index and one location per row or element), and a texture and
// its sampler sharing one [[vk::binding]] (a combined image sampler).
struct UBO
{
    float4x4 projection;
    float4x4 view;
    float3 lightPos[2];
};
ConstantBuffer<UBO> ubo : register(b0);

[[vk::binding(1, 0)]] Texture2D colorMap : register(t1);
[[vk::binding(1, 0)]] SamplerState colorSampler : register(s1);

struct VSOutput
{
    float4 Pos : SV_POSITION;
    float2 UV : TEXCOORD0;
    float4x4 View : MATRIX0;
    float3 LightVec[2] : TEXCOORD1;
};

[shader("vertex")]
VSOutput MainVS(float3 pos : POSITION0, float2 uv : TEXCOORD0)
{
    VSOutput o;
    o.Pos = mul(ubo.projection, mul(ubo.view, float4(pos, 1.0)));
    o.UV = uv;
    o.View = ubo.view;
    for (int i = 0; i < 2; ++i)
        o.LightVec[i] = ubo.lightPos[i] - pos;
    return o;
}

[shader("pixel")]
float4 MainPS(VSOutput input) : SV_TARGET0
{
    float3 toEye = mul((float3x3)input.View, float3(0.0, 0.0, 1.0));
    float lit = 0.0;
    for (int i = 0; i < 2; ++i)
        lit += max(dot(normalize(input.LightVec[i]), toEye), 0.0);
    return colorMap.Sample(colorSampler, input.UV) * lit;
}
