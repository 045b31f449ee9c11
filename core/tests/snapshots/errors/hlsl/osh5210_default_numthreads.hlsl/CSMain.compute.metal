#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void CSMain(
    uint3 group [[threadgroup_position_in_grid]],
    device uint* Counts [[buffer(0)]]
) {
    uint3 group_1 = {};
    group_1 = group;
    Counts[group_1.x] = group_1.x * 2u;
    return;
}
