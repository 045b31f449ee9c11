#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Push {
    float scale;
    uint offset;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Push) == 8, "Push: size");
static_assert(__builtin_offsetof(Push, scale) == 0, "Push::scale: offset");
static_assert(__builtin_offsetof(Push, offset) == 4, "Push::offset: offset");
#endif

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    constant Push& pc [[buffer(0)]],
    device float* Out [[buffer(1)]]
) {
    uint3 id_1 = {};
    id_1 = id;
    Out[id_1.x] = float(id_1.x + pc.offset) * pc.scale;
    return;
}
