#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    device float* data [[buffer(0)]],
    constant uint* ferrometal_buffer_sizes [[buffer(1)]]
) {
    if (id.x < (ferrometal_buffer_sizes[0] / 4u)) {
        data[id.x] = data[id.x] * 2.0f;
        return;
    } else {
        return;
    }
}
