#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device half* In [[buffer(0)]],
    device half* Out [[buffer(1)]],
    device float* Wide [[buffer(2)]]
) {
    uint3 id_1 = {};
    uint i = {};
    half a = {};
    half b = {};
    id_1 = id;
    uint _e4 = id_1.x;
    i = _e4;
    uint _e7 = i;
    half _e9 = In[_e7];
    a = _e9;
    uint _e13 = i;
    half _e17 = In[7u - _e13];
    b = _e17;
    uint _e20 = i;
    half _e27 = a;
    half _e28 = b;
    Out[(_e20 * 3u) + 0u] = (_e27 * _e28) + half(0.5f);
    uint _e35 = i;
    half _e42 = a;
    half _e43 = b;
    half _e45 = a;
    half _e46 = b;
    Out[(_e35 * 3u) + 1u] = max(_e42, _e43) - min(_e45, _e46);
    uint _e51 = i;
    half _e58 = a;
    Out[(_e51 * 3u) + 2u] = half(float(_e58) * 0.25f);
    uint _e64 = i;
    half _e66 = a;
    half _e67 = b;
    Wide[_e64] = float(_e66 + _e67);
    return;
}
