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
    i = id_1.x;
    a = In[i];
    b = In[7u - i];
    Out[(i * 2u) + 0u] = ushort(ushort(a * b) + ushort(3u));
    Out[(i * 2u) + 1u] = ushort(ushort(a >> ushort(3)) ^ b);
    s = short(a);
    Wide[i] = (int(s) * 2) + int(b);
    return;
}
