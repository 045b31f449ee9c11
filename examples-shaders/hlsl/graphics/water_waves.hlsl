// Gerstner waves displacing a water grid, with analytic normals.
cbuffer WaterParams : register(b0)
{
    float4x4 ViewProj;
    float4 Waves[4]; // xy direction, z steepness, w wavelength
    float Time;
};

struct WaterVOut
{
    float4 pos : SV_Position;
    float3 normal : NORMAL;
    float3 world : TEXCOORD0;
};

float3 Gerstner(float4 wave, float3 p, inout float3 tangent, inout float3 binormal)
{
    float k = 2 * 3.14159265 / wave.w;
    float c = sqrt(9.8 / k);
    float2 d = normalize(wave.xy);
    float f = k * (dot(d, p.xz) - c * Time);
    float a = wave.z / k;
    tangent += float3(-d.x * d.x * wave.z * sin(f), d.x * wave.z * cos(f), -d.x * d.y * wave.z * sin(f));
    binormal += float3(-d.x * d.y * wave.z * sin(f), d.y * wave.z * cos(f), -d.y * d.y * wave.z * sin(f));
    return float3(d.x * a * cos(f), a * sin(f), d.y * a * cos(f));
}

WaterVOut main(float3 position : POSITION)
{
    float3 tangent = float3(1, 0, 0);
    float3 binormal = float3(0, 0, 1);
    float3 p = position;
    for (int i = 0; i < 4; ++i)
        p += Gerstner(Waves[i], position, tangent, binormal);
    WaterVOut o;
    o.pos = mul(float4(p, 1), ViewProj);
    o.normal = normalize(cross(binormal, tangent));
    o.world = p;
    return o;
}
