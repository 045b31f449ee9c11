#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

constant uint LightCount = 25u;

uint high_half(uint x) {
    return x >> 16u;
}

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    device uint4* Output [[buffer(0)]]
) {
    uint id_1 = {};
    uint count = {};
    id_1 = id.x;
    count = uint(-1);
    uint _e8 = id_1;
    uint _e13 = high_half(id_1 * LightCount);
    Output[_e8] = uint4(_e13, id_1 & 65535u, LightCount, count);
    return;
}
