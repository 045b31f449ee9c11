#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device uint* input [[buffer(0)]],
    device uint* output [[buffer(1)]]
) {
    uint3 id_1 = {};
    uint i = {};
    id_1 = id;
    i = id_1.x * 2u;
    output[id_1.x] = (input[i] + input[i + 1u]) * 2u;
    return;
}
