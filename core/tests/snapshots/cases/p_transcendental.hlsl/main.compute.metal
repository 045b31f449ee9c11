#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device float* In [[buffer(0)]],
    device float* Out [[buffer(1)]]
) {
    uint3 id_1 = {};
    uint i = {};
    float x = {};
    id_1 = id;
    uint _e4 = id_1.x;
    i = _e4;
    uint _e7 = i;
    float _e9 = In[_e7];
    x = _e9;
    uint _e12 = i;
    float _e19 = x;
    Out[(_e12 * 8u) + 0u] = sin(_e19);
    uint _e23 = i;
    float _e30 = x;
    Out[(_e23 * 8u) + 1u] = cos(_e30);
    uint _e34 = i;
    float _e42 = x;
    Out[(_e34 * 8u) + 2u] = exp(_e42 * 0.5f);
    uint _e47 = i;
    float _e54 = x;
    Out[(_e47 * 8u) + 3u] = log(_e54);
    uint _e58 = i;
    float _e66 = x;
    Out[(_e58 * 8u) + 4u] = pow(_e66, 1.5f);
    uint _e70 = i;
    float _e78 = x;
    Out[(_e70 * 8u) + 5u] = atan2(_e78, 1.5f);
    uint _e82 = i;
    float _e90 = x;
    Out[(_e82 * 8u) + 6u] = tanh(_e90 * 0.3f);
    uint _e95 = i;
    float _e102 = x;
    Out[(_e95 * 8u) + 7u] = rsqrt(_e102);
    return;
}
