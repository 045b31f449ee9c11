// Alpha-tested foliage with exponential-squared distance fog.
Texture2D Leaves : register(t0);
SamplerState Wrap : register(s0);

cbuffer FogParams
{
    float3 FogColor;
    float FogDensity;
    float AlphaCutoff;
};

float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0, float viewDepth : TEXCOORD1) : SV_Target
{
    float4 c = Leaves.Sample(Wrap, uv);
    if (c.a < AlphaCutoff)
        discard;
    float fog = exp(-pow(viewDepth * FogDensity, 2.0));
    return float4(lerp(FogColor, c.rgb, saturate(fog)), 1);
}
