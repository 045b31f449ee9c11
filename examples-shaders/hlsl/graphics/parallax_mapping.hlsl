// Steep parallax mapping with a gradient-preserving height-field march.
Texture2D DiffuseMap : register(t0);
Texture2D<float> DepthMap : register(t1);
SamplerState AnisoWrap : register(s0);

cbuffer ParallaxParams : register(b0)
{
    float HeightScale;
    int MinLayers;
    int MaxLayers;
};

float2 ParallaxUV(float2 uv, float3 viewTS)
{
    float numLayers = lerp((float)MaxLayers, (float)MinLayers, abs(viewTS.z));
    float layerDepth = 1.0 / numLayers;
    float2 deltaUV = viewTS.xy / viewTS.z * HeightScale / numLayers;
    float2 dx = ddx(uv);
    float2 dy = ddy(uv);
    float currentDepth = 0.0;
    float2 currentUV = uv;
    float mapDepth = DepthMap.SampleGrad(AnisoWrap, currentUV, dx, dy);
    [loop]
    while (currentDepth < mapDepth)
    {
        currentUV -= deltaUV;
        mapDepth = DepthMap.SampleGrad(AnisoWrap, currentUV, dx, dy);
        currentDepth += layerDepth;
    }
    return currentUV;
}

float4 main(float4 p : SV_Position, float2 uv : TEXCOORD0, float3 viewTS : TEXCOORD1) : SV_Target
{
    float2 puv = ParallaxUV(uv, normalize(viewTS));
    return DiffuseMap.Sample(AnisoWrap, puv);
}
