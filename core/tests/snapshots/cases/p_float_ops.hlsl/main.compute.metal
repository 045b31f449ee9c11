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
    float y = {};
    id_1 = id;
    uint _e4 = id_1.x;
    i = _e4;
    uint _e7 = i;
    float _e9 = In[_e7];
    x = _e9;
    uint _e13 = i;
    float _e20 = In[(_e13 + 3u) % 8u];
    y = _e20;
    uint _e23 = i;
    float _e30 = x;
    float _e31 = y;
    Out[(_e23 * 8u) + 0u] = min(_e30, _e31);
    uint _e35 = i;
    float _e42 = x;
    float _e43 = y;
    Out[(_e35 * 8u) + 1u] = max(_e42, _e43);
    uint _e47 = i;
    float _e54 = x;
    Out[(_e47 * 8u) + 2u] = abs(_e54);
    uint _e58 = i;
    float _e65 = x;
    Out[(_e58 * 8u) + 3u] = floor(_e65);
    uint _e69 = i;
    float _e76 = x;
    Out[(_e69 * 8u) + 4u] = ceil(_e76);
    uint _e80 = i;
    float _e87 = x;
    float _e89 = x;
    Out[(_e80 * 8u) + 5u] = _e89 - floor(_e87);
    uint _e93 = i;
    float _e100 = x;
    Out[(_e93 * 8u) + 6u] = sqrt(abs(_e100));
    uint _e105 = i;
    float _e115 = x;
    float _e117 = y;
    Out[(_e105 * 8u) + 7u] = clamp(_e115, -1.5f, 2.25f) * float(int(sign(_e117)));
    return;
}
