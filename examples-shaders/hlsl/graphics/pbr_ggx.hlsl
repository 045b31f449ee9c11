// Physically based shading: GGX distribution, Smith geometry, Schlick Fresnel.
static const float PI = 3.14159265;

cbuffer Frame : register(b0)
{
    float3 CameraPosition;
    float Exposure;
    float3 LightDirection;
    float LightIntensity;
};

Texture2D<float4> BaseColorTex : register(t0);
Texture2D<float2> MetalRoughTex : register(t1);
TextureCube<float4> IrradianceMap : register(t2);
SamplerState TrilinearWrap : register(s0);

float DistributionGGX(float NdotH, float roughness)
{
    float a = roughness * roughness;
    float a2 = a * a;
    float d = NdotH * NdotH * (a2 - 1.0) + 1.0;
    return a2 / (PI * d * d);
}

float GeometrySchlickGGX(float NdotV, float roughness)
{
    float r = roughness + 1.0;
    float k = (r * r) / 8.0;
    return NdotV / (NdotV * (1.0 - k) + k);
}

float3 FresnelSchlick(float cosTheta, float3 F0)
{
    return F0 + (1.0 - F0) * pow(saturate(1.0 - cosTheta), 5.0);
}

struct PSIn
{
    float4 position : SV_Position;
    float3 worldPos : POSITION1;
    float3 normal : NORMAL;
    float2 uv : TEXCOORD0;
};

float4 main(PSIn i) : SV_Target
{
    float3 albedo = BaseColorTex.Sample(TrilinearWrap, i.uv).rgb;
    float2 mr = MetalRoughTex.Sample(TrilinearWrap, i.uv);
    float metallic = mr.x;
    float roughness = max(mr.y, 0.04);

    float3 N = normalize(i.normal);
    float3 V = normalize(CameraPosition - i.worldPos);
    float3 L = normalize(-LightDirection);
    float3 H = normalize(V + L);
    float NdotL = saturate(dot(N, L));
    float NdotV = max(dot(N, V), 1e-4);

    float3 F0 = lerp(float3(0.04, 0.04, 0.04), albedo, metallic);
    float3 F = FresnelSchlick(saturate(dot(H, V)), F0);
    float D = DistributionGGX(saturate(dot(N, H)), roughness);
    float G = GeometrySchlickGGX(NdotV, roughness) * GeometrySchlickGGX(NdotL, roughness);
    float3 specular = D * G * F / (4.0 * NdotV * max(NdotL, 1e-4));
    float3 kd = (1.0 - F) * (1.0 - metallic);
    float3 direct = (kd * albedo / PI + specular) * NdotL * LightIntensity;
    float3 ambient = IrradianceMap.Sample(TrilinearWrap, N).rgb * albedo * kd;
    float3 color = (direct + ambient) * Exposure;
    return float4(color / (color + 1.0), 1.0);
}
