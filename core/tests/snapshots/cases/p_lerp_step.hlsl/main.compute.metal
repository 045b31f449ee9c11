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
    float _e22 = x;
    Out[(_e12 * 4u) + 0u] = mix(-2.0f, 6.0f, _e22);
    uint _e26 = i;
    float _e34 = x;
    Out[(_e26 * 4u) + 1u] = saturate(_e34 * 1.5f);
    uint _e39 = i;
    float _e47 = x;
    Out[(_e39 * 4u) + 2u] = step(0.5f, _e47);
    uint _e51 = i;
    float _e60 = x;
    Out[(_e51 * 4u) + 3u] = smoothstep(0.0f, 1.0f, _e60);
    return;
}
