#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_PC {
    array<float, 2> weights;
    float2 offset;
    uint count;
    uchar _pad3[4];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_PC) == 24, "type_PC: size");
static_assert(__builtin_offsetof(type_PC, weights) == 0, "type_PC::weights: offset");
static_assert(__builtin_offsetof(type_PC, offset) == 8, "type_PC::offset: offset");
static_assert(__builtin_offsetof(type_PC, count) == 16, "type_PC::count: offset");
#endif

void _glsl_main(constant type_PC& PC, device float* values) {
    values[0u] = PC.weights[0] + PC.weights[1];
    values[1u] = PC.offset.x * PC.offset.y;
    values[2u] = float(PC.count);
    return;
}

kernel void main0(
    constant type_PC& PC [[buffer(0)]],
    device float* values [[buffer(1)]]
) {
    _glsl_main(PC, values);
    return;
}
