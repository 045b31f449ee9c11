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
    i = id_1.x;
    v = In[i];
    s = (v ^ (v >> 7u)) & 31u;
    Out[(i * 6u) + 0u] = ((ctz(v) + uint(1)) % uint(33)) - uint(1);
    Out[(i * 6u) + 1u] = select(uint(31) - clz(v), uint(4294967295u), v == uint(0));
    Out[(i * 6u) + 2u] = popcount(v) + (reverse_bits(v) >> 16u);
    Out[(i * 6u) + 3u] = (v << (s & 31u)) | (v >> ((31u - s) & 31u));
    Out[(i * 6u) + 4u] = ((1u << (s & 31u)) - 1u) & (~v);
    Out[(i * 6u) + 5u] = uint(int(v) >> int(s & 15u));
    return;
}
