// HLSL 2021 structs with member functions and static members: `this`,
// methods calling methods, a mutating method on a local, const methods on
// a constant-buffer member and on structured-buffer elements, static
// methods and constants.
struct Light
{
    float3 Position;
    float Radius;
    float3 Color;
    float Intensity;

    static const float MinAttenuation = 0.001;

    float Attenuation(float3 p)
    {
        float d = distance(Position, p) / Radius;
        return max(saturate(1.0 - d * d), MinAttenuation);
    }
    float3 Radiance(float3 p, float3 n)
    {
        float3 l = normalize(this.Position - p);
        return Color * Intensity * Attenuation(p) * saturate(dot(n, l));
    }
};

struct DirectionalLight
{
    float3 Direction;
    float3 Color;

    float3 Radiance(float3 n) { return Color * saturate(dot(n, -Direction)); }
};

struct Accumulator
{
    float3 Sum;
    uint Count;

    void Add(float3 v) { Sum += v; Count++; }
    void AddTwice(float3 v) { Add(v); this.Add(v); }
    float3 Average() { return Count > 0 ? Sum / Count : 0; }
    static Accumulator Create() { Accumulator a; a.Sum = 0; a.Count = 0; return a; }
};

cbuffer Scene : register(b0)
{
    DirectionalLight Sun;
    uint LightCount;
};
StructuredBuffer<Light> Lights : register(t0);

float4 main(float3 world : TEXCOORD0, float3 normal : NORMAL) : SV_Target
{
    float3 n = normalize(normal);
    Accumulator acc = Accumulator::Create();
    acc.AddTwice(Sun.Radiance(n));
    for (uint i = 0; i < LightCount; ++i)
        acc.Add(Lights[i].Radiance(world, n));
    Light local = Lights[0];
    local.Intensity *= 0.5;
    acc.Add(local.Radiance(world, n) * Light::MinAttenuation);
    return float4(acc.Average(), 1.0);
}
