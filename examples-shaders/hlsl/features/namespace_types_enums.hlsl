// Types and enums declared in namespaces, as engine headers shared with C++
// declare them: a struct member of a namespaced type declared earlier, two
// namespaces each declaring an enum `Type`, and enumerators given by earlier
// ones of the same namespaced enum (a thread group's size).
namespace TextureFormat
{
    enum Type { RGBA32F = 0, RGBA16F, Count };
}

namespace MaterialType
{
    enum Type { Default, Matte, Mirror };
}

namespace ReduceSum
{
    namespace ThreadGroup
    {
        enum Enum { Width = 8, Height = 4, Size = Width * Height };
    }
}

namespace Shading
{
    struct Surface { float roughness; float3 albedo; };
}

struct Material
{
    Shading::Surface surface;
    MaterialType::Type type;
    TextureFormat::Type format;
};

StructuredBuffer<Material> Materials : register(t0);
RWStructuredBuffer<float4> Output : register(u0);

[numthreads(ReduceSum::ThreadGroup::Width, ReduceSum::ThreadGroup::Height, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint index = id.y * ReduceSum::ThreadGroup::Width + id.x;
    Material m = Materials[index];
    float mirror = m.type == MaterialType::Mirror ? 1.0 : 0.0;
    float wide = m.format == TextureFormat::RGBA32F ? 1.0 : 0.5;
    Output[index] = float4(m.surface.albedo * m.surface.roughness, mirror * wide * ReduceSum::ThreadGroup::Size);
}
