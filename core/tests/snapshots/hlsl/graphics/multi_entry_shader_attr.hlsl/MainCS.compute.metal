#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Globals {
    float4x4 MVP;
    float4 Tint;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 80, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, MVP) == 0, "type_Globals::MVP: offset");
static_assert(__builtin_offsetof(type_Globals, Tint) == 64, "type_Globals::Tint: offset");
#endif

kernel void MainCS(
    uint3 id [[thread_position_in_grid]],
    constant type_Globals& Globals [[buffer(0)]],
    device float4* Colors [[buffer(1)]]
) {
    uint3 id_1 = {};
    id_1 = id;
    Colors[id_1.x] = Colors[id_1.x] * Globals.Tint;
    return;
}
