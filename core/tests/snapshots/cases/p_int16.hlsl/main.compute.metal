#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device ushort* In [[buffer(0)]],
    device ushort* Out [[buffer(1)]],
    device int* Wide [[buffer(2)]]
) {
    uint3 id_1 = {};
    uint i = {};
    ushort a = {};
    ushort b = {};
    short s = {};
    id_1 = id;
    uint _e4 = id_1.x;
    i = _e4;
    uint _e7 = i;
    ushort _e9 = In[_e7];
    a = _e9;
    uint _e13 = i;
    ushort _e17 = In[7u - _e13];
    b = _e17;
    uint _e20 = i;
    ushort _e27 = a;
    ushort _e28 = b;
    Out[(_e20 * 2u) + 0u] = ushort(ushort(_e27 * _e28) + ushort(3u));
    uint _e35 = i;
    ushort _e43 = a;
    ushort _e46 = b;
    Out[(_e35 * 2u) + 1u] = ushort(ushort(_e43 >> 3u) ^ _e46);
    ushort _e49 = a;
    s = short(_e49);
    uint _e52 = i;
    short _e54 = s;
    ushort _e58 = b;
    Wide[_e52] = (int(_e54) * 2) + int(_e58);
    return;
}
