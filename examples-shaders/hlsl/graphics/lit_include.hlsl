// Lambert lighting from an included header (lighting.hlsli opens as a tab)
#include "lighting.hlsli"

cbuffer Frame : register(b0)
{
    float4x4 ViewProj;
    Light Sun;
};
Texture2D<float4> Albedo : register(t0);
SamplerState Linear : register(s0);

struct VSOut
{
    float4 pos : SV_Position;
    float3 normal : NORMAL;
    float2 uv : TEXCOORD0;
};

VSOut VSMain(float3 pos : POSITION, float3 normal : NORMAL, float2 uv : TEXCOORD0)
{
    VSOut o;
    o.pos = mul(ViewProj, float4(pos, 1.0));
    o.normal = normal;
    o.uv = uv;
    return o;
}

float4 PSMain(VSOut input) : SV_Target
{
    float4 albedo = Albedo.Sample(Linear, input.uv);
    return float4(lambert(Sun, input.normal, albedo.rgb), albedo.a);
}
