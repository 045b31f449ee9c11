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
    uint _e5 = id_1.x;
    i = _e5 * 2u;
    uint _e10 = id_1.x;
    uint _e13 = i;
    uint _e17 = i;
    uint _e21 = input[_e13];
    uint _e22 = input[_e17 + 1u];
    output[_e10] = (_e21 + _e22) * 2u;
    return;
}
