#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    device uint* data [[buffer(0)]],
    constant uint* ferrometal_buffer_sizes [[buffer(1)]]
) {
    data[0] = (ferrometal_buffer_sizes[0] / 4u);
    return;
}
