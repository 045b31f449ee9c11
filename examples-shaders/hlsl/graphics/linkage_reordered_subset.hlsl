// Stage linkage by semantic, not by declaration order. The vertex shader
// writes five varyings (two of them in a nested struct); each pixel shader
// reads a reordered subset, with another spelling of the same semantic
// (`texcoord` is TEXCOORD0, `COLOR` is COLOR0), and Metal must pair every
// input with the output of the same semantic: [[user(TEXCOORD0)]] on both.
cbuffer Frame : register(b0)
{
    float4x4 ViewProj;
    float3 FogColor;
};

struct VSIn
{
    float3 pos : POSITION;
    float3 normal : NORMAL;
    float2 uv : TEXCOORD0;
    float4 tint : COLOR;
};

struct Shading
{
    float3 normal : NORMAL;
    float4 tint : COLOR0;
};

struct VSOut
{
    float4 pos : SV_Position;
    Shading shading;
    float2 uv : TEXCOORD0;
    float2 detailUv : TEXCOORD1;
    float fog : FOG;
};

VSOut VSMain(VSIn i)
{
    VSOut o;
    o.pos = mul(float4(i.pos, 1.0), ViewProj);
    o.shading.normal = i.normal;
    o.shading.tint = i.tint;
    o.uv = i.uv;
    o.detailUv = i.uv * 8.0;
    o.fog = saturate(o.pos.z / 100.0);
    return o;
}

// TEXCOORD1 before TEXCOORD0, SV_Position between them, NORMAL and FOG unread.
float4 PSMain(float2 detail : TEXCOORD1, float4 pos : SV_Position, float2 uv : texcoord) : SV_Target
{
    return float4(uv, frac(detail));
}

struct PSIn
{
    float fog : FOG;
    float4 tint : COLOR;
};

// Only the last varying and one member of the nested struct.
float4 PSFog(PSIn i) : SV_Target
{
    return float4(lerp(i.tint.rgb, FogColor, i.fog), i.tint.a);
}
