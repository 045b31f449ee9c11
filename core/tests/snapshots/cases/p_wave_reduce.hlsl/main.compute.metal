#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device uint* In [[buffer(0)]],
    device uint4* Out [[buffer(1)]]
) {
    uint3 id_1 = {};
    uint v = {};
    id_1 = id;
    v = In[id_1.x];
    uint _e10 = id_1.x;
    uint _e13 = simd_sum(v);
    uint _e15 = simd_min(v);
    uint _e17 = simd_max(v);
    uint _e19 = simd_or(v);
    uint _e23 = simd_and(v | 8u);
    Out[_e10] = uint4(_e13, _e15, _e17, _e19 ^ _e23);
    return;
}
