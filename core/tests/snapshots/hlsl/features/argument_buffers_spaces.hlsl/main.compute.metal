#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Material {
    packed_float4 tint;
    uint texture_index;
    uint sampler_index;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Material) == 24, "Material: size");
static_assert(__builtin_offsetof(Material, tint) == 0, "Material::tint: offset");
static_assert(__builtin_offsetof(Material, texture_index) == 16, "Material::texture_index: offset");
static_assert(__builtin_offsetof(Material, sampler_index) == 20, "Material::sampler_index: offset");
#endif

struct type_Frame {
    float exposure;
    uint material_count;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Frame) == 16, "type_Frame: size");
static_assert(__builtin_offsetof(type_Frame, exposure) == 0, "type_Frame::exposure: offset");
static_assert(__builtin_offsetof(type_Frame, material_count) == 4, "type_Frame::material_count: offset");
#endif

// One element of an unbounded array's table: a resource ID the host writes.
template <typename T> struct descriptor { T value; };
template <typename T> struct descriptor_array {
    constant descriptor<T>* table;
    T operator[](uint i) const { return table[i].value; }
};

struct ArgumentBuffer0 {
    constant type_Frame* Frame [[id(0)]];
    const device uint* material_ids [[id(1)]];
    device float4* colors [[id(2)]];
};

struct ArgumentBuffer1 {
    constant descriptor<texture2d<float>>* textures [[id(0)]];
    const device Material* materials [[id(1)]];
    array<sampler, 2> samplers [[id(2)]];
};

float4 shade(uint m, float2 uv, descriptor_array<texture2d<float>> textures, array<sampler, 2> samplers, const device Material* materials) {
    Material mat = {};
    mat = materials[m];
    float4 _e19 = textures[mat.texture_index].sample(samplers[mat.sampler_index & 1u], uv, level(0.0f));
    return _e19 * float4(mat.tint);
}

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    constant ArgumentBuffer0& argument_buffer0 [[buffer(0)]],
    constant ArgumentBuffer1& argument_buffer1 [[buffer(1)]]
) {
    descriptor_array<texture2d<float>> textures = {argument_buffer1.textures};
    constant array<sampler, 2>& samplers = argument_buffer1.samplers;
    const device Material* materials = argument_buffer1.materials;
    constant type_Frame& Frame = *argument_buffer0.Frame;
    const device uint* material_ids = argument_buffer0.material_ids;
    device float4* colors = argument_buffer0.colors;
    uint3 id_1 = {};
    uint m = {};
    id_1 = id;
    m = material_ids[id_1.x] % Frame.material_count;
    uint _e14 = id_1.x;
    float4 _e20 = shade(m, float2(0.25f, 0.75f), textures, samplers, materials);
    colors[_e14] = _e20 * float4(Frame.exposure);
    return;
}
