// Shared lighting helpers: included by hlsl/graphics/lit_include.hlsl
// (in the playground this file opens as an editor tab).
#ifndef LIGHTING_HLSLI
#define LIGHTING_HLSLI

struct Light
{
    float3 direction;
    float intensity;
    float3 color;
    float ambient;
};

float3 lambert(Light light, float3 normal, float3 albedo)
{
    float ndotl = saturate(dot(normalize(normal), -light.direction));
    return albedo * (light.ambient + light.color * light.intensity * ndotl);
}

#endif
