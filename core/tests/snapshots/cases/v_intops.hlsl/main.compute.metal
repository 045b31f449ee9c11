#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device int* X [[buffer(0)]],
    const device int* Y [[buffer(1)]],
    device uint* Out [[buffer(2)]]
) {
    uint3 id_1 = {};
    int x = {};
    int y = {};
    uint u = {};
    uint o = {};
    id_1 = id;
    x = X[id_1.x];
    y = Y[id_1.x];
    u = as_type<uint>(x);
    o = id_1.x * 16u;
    Out[o + 0u] = as_type<uint>(x / y);
    Out[o + 1u] = as_type<uint>(x % y);
    Out[o + 2u] = as_type<uint>(x >> 1);
    Out[o + 3u] = u >> 1u;
    Out[o + 4u] = as_type<uint>(x & y);
    Out[o + 5u] = as_type<uint>(x | y);
    Out[o + 6u] = as_type<uint>(x ^ y);
    Out[o + 7u] = as_type<uint>(~x);
    Out[o + 8u] = popcount(u);
    Out[o + 9u] = select(uint(31) - clz(u), uint(4294967295u), u == uint(0));
    Out[o + 10u] = ((ctz(u) + uint(1)) % uint(33)) - uint(1);
    Out[o + 11u] = reverse_bits(u);
    Out[o + 12u] = as_type<uint>(min(x, y));
    Out[o + 13u] = as_type<uint>(max(x, y));
    Out[o + 14u] = as_type<uint>(abs(x));
    Out[o + 15u] = u * 2654435761u;
    return;
}
