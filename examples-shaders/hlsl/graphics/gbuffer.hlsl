// Deferred shading G-buffer pass with multiple render targets and normal mapping.
cbuffer Material : register(b0)
{
    float4 Tint;
    float Roughness;
    float Metallic;
};

Texture2D AlbedoMap : register(t0);
Texture2D NormalMap : register(t1);
SamplerState Aniso : register(s0);

struct PSIn
{
    float4 pos : SV_Position;
    float3 normal : NORMAL;
    float3 tangent : TANGENT;
    float2 uv : TEXCOORD0;
    float depth : TEXCOORD1;
};

struct GBuffer
{
    float4 albedo : SV_Target0;
    float4 normal : SV_Target1;
    float2 material : SV_Target2;
    float depth : SV_Target3;
};

GBuffer main(PSIn input, bool frontFace : SV_IsFrontFace)
{
    float3 n = normalize(input.normal) * (frontFace ? 1.0 : -1.0);
    float3 t = normalize(input.tangent - dot(input.tangent, n) * n);
    float3 b = cross(n, t);
    float3 tn = NormalMap.Sample(Aniso, input.uv).xyz * 2.0 - 1.0;
    float3x3 tbn = float3x3(t, b, n);
    float3 worldN = normalize(mul(tn, tbn));

    GBuffer g;
    g.albedo = AlbedoMap.Sample(Aniso, input.uv) * Tint;
    g.normal = float4(worldN * 0.5 + 0.5, 1);
    g.material = float2(Roughness, Metallic);
    g.depth = input.depth;
    return g;
}
