// Textures and samplers indexed dynamically in resource arrays, and a shadow
// map reaching SampleCmp through two helper functions: the texture passed in
// becomes a depth texture all the way up to the global.
Texture2D<float4> g_layers[4] : register(t0);
SamplerState g_samplers[2] : register(s0);
Texture2D<float> g_shadowMap : register(t4);
SamplerComparisonState g_shadowCmp : register(s2);

cbuffer Frame : register(b0)
{
    uint layerCount;
    uint samplerIndex;
    float2 shadowTexel;
};

float ShadowTap(float3 coord, Texture2D<float> shadowTex)
{
    return shadowTex.SampleCmpLevelZero(g_shadowCmp, coord.xy, coord.z);
}

float ShadowPcf(float3 coord, Texture2D<float> map)
{
    float sum = ShadowTap(coord, map);
    sum += ShadowTap(coord + float3(shadowTexel.x, 0.0, 0.0), map);
    sum += ShadowTap(coord + float3(0.0, shadowTexel.y, 0.0), map);
    return sum / 3.0;
}

float4 main(float2 uv : TEXCOORD0, float3 shadowCoord : TEXCOORD1) : SV_Target
{
    float4 color = 0;
    for (uint i = 0; i < layerCount; ++i)
    {
        color += g_layers[i].Sample(g_samplers[samplerIndex & 1], uv);
    }
    return color * ShadowPcf(shadowCoord, g_shadowMap);
}
