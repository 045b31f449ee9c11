#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Flags {
    uint visible_layer_mode_bits;
    uint id;
    int delta_bits;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Flags) == 12, "Flags: size");
static_assert(__builtin_offsetof(Flags, visible_layer_mode_bits) == 0, "Flags::visible_layer_mode_bits: offset");
static_assert(__builtin_offsetof(Flags, id) == 4, "Flags::id: offset");
static_assert(__builtin_offsetof(Flags, delta_bits) == 8, "Flags::delta_bits: offset");
#endif

struct type_Settings {
    Flags defaults;
    uchar _pad1[4];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Settings) == 16, "type_Settings: size");
static_assert(__builtin_offsetof(type_Settings, defaults) == 0, "type_Settings::defaults: offset");
#endif

uint layerOf(Flags f) {
    return extract_bits(f.visible_layer_mode_bits, uint(1u), uint(7u));
}

kernel void main0(
    uint3 tid [[thread_position_in_grid]],
    constant type_Settings& Settings [[buffer(0)]],
    device Flags* items [[buffer(1)]]
) {
    uint3 tid_1 = {};
    Flags f = {};
    Flags fresh = {};
    tid_1 = tid;
    f = items[tid_1.x];
    f.visible_layer_mode_bits = insert_bits(f.visible_layer_mode_bits, extract_bits(f.visible_layer_mode_bits, uint(1u), uint(7u)) + 1u, uint(1u), uint(7u));
    f.visible_layer_mode_bits = insert_bits(f.visible_layer_mode_bits, extract_bits(Settings.defaults.visible_layer_mode_bits, uint(8u), uint(3u)), uint(8u), uint(3u));
    f.delta_bits = insert_bits(f.delta_bits, -3, uint(0u), uint(5u));
    f.visible_layer_mode_bits = insert_bits(f.visible_layer_mode_bits, extract_bits(f.visible_layer_mode_bits, uint(0u), uint(1u)) + 1u, uint(0u), uint(1u));
    items[tid_1.x] = f;
    uint _e57 = tid_1.x;
    uint _e61 = layerOf(f);
    items[_e57].id = _e61 + uint(extract_bits(f.delta_bits, uint(0u), uint(5u)) < 0);
    fresh = Flags {insert_bits(insert_bits(insert_bits(0u, 1u, uint(0u), uint(1u)), 2u, uint(1u), uint(7u)), 3u, uint(8u), uint(3u)), 4u, insert_bits(0, -5, uint(0u), uint(5u))};
    items[tid_1.x + 64u] = fresh;
    return;
}
