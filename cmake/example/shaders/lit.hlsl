#include "common.hlsli"
#include "shadow.hlsli"
#ifndef TINT
#define TINT 1.0
#endif
Texture2D albedo : register(t0);
SamplerState linearSampler : register(s0);

struct VSOut
{
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
};

VSOut VSMain(float3 pos : POSITION, float2 uv : TEXCOORD0)
{
    VSOut o;
    o.pos = mul(float4(pos, 1.0), viewProj);
    o.uv = uv;
    return o;
}

float4 PSMain(VSOut i) : SV_Target
{
    return albedo.Sample(linearSampler, i.uv) * shadow(i.uv) * TINT;
}
