#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    device uint* output [[buffer(0)]]
) {
    uint3 id_1 = {};
    id_1 = id;
    output[id_1.x] = id_1.x;
    return;
}
