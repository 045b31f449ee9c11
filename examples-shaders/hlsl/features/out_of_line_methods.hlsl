// Methods declared in a struct and defined outside it (`R S::m(…) { … }`),
// as HLSL 2021 and C++ allow: member functions, a static one, a mutating
// one, overloads told apart by their parameter types; and a parameter
// qualified `const` after its type (`uint const k`).
struct GbufferData
{
    float3 albedo;
    float roughness;

    uint4 pack();
    static GbufferData make(float3 color, float rough);
    float scaled(float k);
    float scaled(uint k);
    void scale(float k);
};

uint4 GbufferData::pack()
{
    return uint4(asuint(albedo), asuint(roughness));
}

GbufferData GbufferData::make(float3 color, float rough)
{
    GbufferData d;
    d.albedo = color;
    d.roughness = rough;
    return d;
}

float GbufferData::scaled(float factor)
{
    return roughness * factor;
}

float GbufferData::scaled(uint steps)
{
    return roughness * 0.5 * steps;
}

void GbufferData::scale(float factor)
{
    albedo *= factor;
}

uint shifted(uint const value, uint const bits)
{
    return value << bits;
}

RWStructuredBuffer<uint4> Output : register(u0);

[numthreads(64, 1, 1)]
void main(uint id : SV_DispatchThreadID)
{
    GbufferData d = GbufferData::make(float3(id, 1, 2), 0.5);
    d.scale(2.0);
    d.roughness = d.scaled(3.0) + d.scaled(shifted(id, 2));
    Output[id] = d.pack();
}
