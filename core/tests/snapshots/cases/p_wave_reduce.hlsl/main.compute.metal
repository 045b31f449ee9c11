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
    uint _e5 = id_1.x;
    uint _e7 = In[_e5];
    v = _e7;
    uint _e10 = id_1.x;
    uint _e12 = v;
    uint _e13 = simd_sum(_e12);
    uint _e14 = v;
    uint _e15 = simd_min(_e14);
    uint _e16 = v;
    uint _e17 = simd_max(_e16);
    uint _e18 = v;
    uint _e19 = simd_or(_e18);
    uint _e21 = v;
    uint _e23 = simd_and(_e21 | 8u);
    Out[_e10] = uint4(_e13, _e15, _e17, _e19 ^ _e23);
    return;
}
