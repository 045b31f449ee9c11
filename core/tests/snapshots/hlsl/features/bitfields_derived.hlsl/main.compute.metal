#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Flags {
    uint visible_layer_bits;
    uint lod_shadow_bits;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Flags) == 8, "Flags: size");
static_assert(__builtin_offsetof(Flags, visible_layer_bits) == 0, "Flags::visible_layer_bits: offset");
static_assert(__builtin_offsetof(Flags, lod_shadow_bits) == 4, "Flags::lod_shadow_bits: offset");
#endif

kernel void main0(
    uint3 i [[thread_position_in_grid]],
    device Flags* flags [[buffer(0)]],
    device uint* result [[buffer(1)]]
) {
    uint i_1 = {};
    Flags f = {};
    i_1 = i.x;
    f = flags[i_1];
    f.lod_shadow_bits = insert_bits(f.lod_shadow_bits, extract_bits(f.lod_shadow_bits, uint(0u), uint(4u)) + 1u, uint(0u), uint(4u));
    flags[i_1] = f;
    result[i_1] = ((extract_bits(f.visible_layer_bits, uint(0u), uint(1u)) + (extract_bits(f.visible_layer_bits, uint(1u), uint(7u)) * 2u)) + (extract_bits(f.lod_shadow_bits, uint(0u), uint(4u)) * 256u)) + (extract_bits(f.lod_shadow_bits, uint(4u), uint(1u)) * 4096u);
    return;
}
