// Shadow mapping: depth-only vertex shader and PCF shadow lookup.
cbuffer ShadowConstants : register(b0)
{
    row_major float4x4 LightViewProj;
    row_major float4x4 World;
    float DepthBias;
    float TexelSize;
};

Texture2D<float> ShadowMap : register(t0);
SamplerComparisonState ShadowSampler : register(s0);

struct VSOut
{
    float4 position : SV_Position;
    float4 lightPos : TEXCOORD0;
    float3 normal : NORMAL;
};

VSOut VSMain(float3 position : POSITION, float3 normal : NORMAL)
{
    VSOut o;
    float4 world = mul(float4(position, 1), World);
    o.position = mul(world, LightViewProj);
    o.lightPos = o.position;
    o.normal = normal;
    return o;
}

float ShadowPCF(float4 lightPos)
{
    float3 proj = lightPos.xyz / lightPos.w;
    float2 uv = proj.xy * float2(0.5, -0.5) + 0.5;
    float depth = proj.z - DepthBias;
    float sum = 0;
    [unroll]
    for (int y = -1; y <= 1; y++)
    {
        [unroll]
        for (int x = -1; x <= 1; x++)
            sum += ShadowMap.SampleCmpLevelZero(ShadowSampler, uv + float2(x, y) * TexelSize, depth);
    }
    return sum / 9.0;
}

float4 PSMain(VSOut input) : SV_Target0
{
    float shadow = ShadowPCF(input.lightPos);
    float ndl = saturate(dot(normalize(input.normal), float3(0, 1, 0)));
    return float4((0.2 + 0.8 * ndl * shadow).xxx, 1);
}
