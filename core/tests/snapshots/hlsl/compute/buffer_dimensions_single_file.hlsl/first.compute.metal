#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

uint count_b(const device uint2* b, constant uint* ferrometal_buffer_sizes) {
    uint n = {};
    uint stride = {};
    n = (ferrometal_buffer_sizes[1] / 8u);
    stride = 8u;
    return n;
}

kernel void first(
    const device uint2* b [[buffer(1)]],
    device uint* o [[buffer(2)]],
    constant uint* ferrometal_buffer_sizes [[buffer(0)]]
) {
    uint _e4 = count_b(b, ferrometal_buffer_sizes);
    o[0u] = _e4;
    return;
}
