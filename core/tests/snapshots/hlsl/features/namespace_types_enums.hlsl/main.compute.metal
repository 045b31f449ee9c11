#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Shading__Surface {
    float roughness;
    packed_float3 albedo;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Shading__Surface) == 16, "Shading__Surface: size");
static_assert(__builtin_offsetof(Shading__Surface, roughness) == 0, "Shading__Surface::roughness: offset");
static_assert(__builtin_offsetof(Shading__Surface, albedo) == 4, "Shading__Surface::albedo: offset");
#endif

struct Material {
    Shading__Surface surface;
    int type;
    int format;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Material) == 24, "Material: size");
static_assert(__builtin_offsetof(Material, surface) == 0, "Material::surface: offset");
static_assert(__builtin_offsetof(Material, type) == 16, "Material::type: offset");
static_assert(__builtin_offsetof(Material, format) == 20, "Material::format: offset");
#endif

constant int TextureFormat_Type_RGBA32F = 0;
constant int MaterialType_Type_Mirror = 2;
constant int ReduceSum_ThreadGroup_Enum_Width = 8;
constant int ReduceSum_ThreadGroup_Enum_Size = 32;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device Material* Materials [[buffer(0)]],
    device float4* Output [[buffer(1)]]
) {
    uint3 id_1 = {};
    uint index = {};
    Material m = {};
    float mirror = {};
    float wide = {};
    id_1 = id;
    index = (id_1.y * uint(ReduceSum_ThreadGroup_Enum_Width)) + id_1.x;
    m = Materials[index];
    mirror = (m.type == MaterialType_Type_Mirror) ? 1.0f : 0.0f;
    wide = (m.format == TextureFormat_Type_RGBA32F) ? 1.0f : 0.5f;
    float3 _e42 = float3(m.surface.albedo) * float3(m.surface.roughness);
    Output[index] = float4(_e42.x, _e42.y, _e42.z, (mirror * wide) * float(ReduceSum_ThreadGroup_Enum_Size));
    return;
}
