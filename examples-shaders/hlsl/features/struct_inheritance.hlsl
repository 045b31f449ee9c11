// HLSL 2021 struct inheritance: a derived struct starts with its base's
// members, inherits its methods and may redefine them; two levels deep.
struct SurfaceBase
{
    float3 Albedo;
    float Roughness;
    float3 Shade(float3 n, float3 l) { return Albedo * saturate(dot(n, l)); }
    float Gloss() { return 1.0 - Roughness; }
};

struct Emissive : SurfaceBase
{
    float3 Emission;
    float3 Shade(float3 n, float3 l) { return Albedo * saturate(dot(n, l)) + Emission; }
};

struct Pulsing : public Emissive
{
    float Phase;
};

cbuffer Frame : register(b0) { float3 LightDir; float Time; };

float4 main(float3 normal : NORMAL, float2 uv : TEXCOORD0) : SV_Target
{
    Pulsing s;
    s.Albedo = float3(uv, 0.5);
    s.Roughness = 0.4;
    s.Emission = float3(0.1, 0.05, 0.0);
    s.Phase = frac(Time);
    SurfaceBase plain = (SurfaceBase)0;
    plain.Albedo = 0.2;
    float3 n = normalize(normal);
    float3 c = s.Shade(n, -LightDir) * (0.5 + 0.5 * sin(s.Phase * 6.2831)) + plain.Shade(n, -LightDir);
    return float4(c, s.Gloss());
}
