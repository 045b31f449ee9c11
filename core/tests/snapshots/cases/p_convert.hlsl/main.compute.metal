#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device float* In [[buffer(0)]],
    device uint* Out [[buffer(1)]]
) {
    uint3 id_1 = {};
    uint i = {};
    float x = {};
    int n = {};
    uint u = {};
    id_1 = id;
    uint _e4 = id_1.x;
    i = _e4;
    uint _e7 = i;
    float _e9 = In[_e7];
    x = _e9;
    float _e11 = x;
    n = int(_e11);
    float _e14 = x;
    u = uint(abs(_e14));
    uint _e19 = i;
    int _e26 = n;
    Out[(_e19 * 6u) + 0u] = as_type<uint>(_e26);
    uint _e30 = i;
    uint _e37 = u;
    Out[(_e30 * 6u) + 1u] = _e37;
    uint _e40 = i;
    int _e47 = n;
    Out[(_e40 * 6u) + 2u] = as_type<uint>(float(_e47) * 0.5f);
    uint _e54 = i;
    uint _e62 = u;
    Out[(_e54 * 6u) + 3u] = as_type<uint>(float((_e62 * 3000u) + 16777217u));
    uint _e70 = i;
    float _e77 = x;
    Out[(_e70 * 6u) + 4u] = as_type<uint>(_e77) ^ 2147483648u;
    uint _e83 = i;
    float _e90 = x;
    float _e95 = x;
    Out[(_e83 * 6u) + 5u] = as_type<uint>(as_type<float>(as_type<uint>(_e90) + 1u) - _e95);
    return;
}
