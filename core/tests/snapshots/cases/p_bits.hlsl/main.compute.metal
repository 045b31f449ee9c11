#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device uint* In [[buffer(0)]],
    device uint* Out [[buffer(1)]]
) {
    uint3 id_1 = {};
    uint i = {};
    uint v = {};
    uint s = {};
    id_1 = id;
    uint _e4 = id_1.x;
    i = _e4;
    uint _e7 = i;
    uint _e9 = In[_e7];
    v = _e9;
    uint _e12 = v;
    uint _e15 = v;
    s = (_e15 ^ (_e12 >> 7u)) & 31u;
    uint _e21 = i;
    uint _e28 = v;
    Out[(_e21 * 6u) + 0u] = ((ctz(_e28) + uint(1)) % uint(33)) - uint(1);
    uint _e32 = i;
    uint _e39 = v;
    Out[(_e32 * 6u) + 1u] = select(uint(31) - clz(_e39), uint(4294967295u), _e39 == uint(0));
    uint _e43 = i;
    uint _e50 = v;
    uint _e52 = v;
    Out[(_e43 * 6u) + 2u] = popcount(_e50) + (reverse_bits(_e52) >> 16u);
    uint _e60 = i;
    uint _e67 = v;
    uint _e68 = s;
    uint _e71 = s;
    uint _e73 = v;
    Out[(_e60 * 6u) + 3u] = (_e67 << _e68) | (_e73 >> (31u - _e71));
    uint _e78 = i;
    uint _e86 = s;
    uint _e90 = v;
    Out[(_e78 * 6u) + 4u] = ((1u << _e86) - 1u) & (~_e90);
    uint _e95 = i;
    uint _e102 = v;
    uint _e105 = s;
    Out[(_e95 * 6u) + 5u] = uint(int(_e102) >> (_e105 & 15u));
    return;
}
