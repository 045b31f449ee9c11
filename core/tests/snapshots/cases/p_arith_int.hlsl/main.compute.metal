#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device int* src [[buffer(0)]],
    device uint* dst [[buffer(1)]]
) {
    uint3 id_1 = {};
    uint i = {};
    int x = {};
    uint u = {};
    id_1 = id;
    i = id_1.x;
    x = src[i];
    u = as_type<uint>(x);
    dst[(i * 8u) + 0u] = as_type<uint>((x * 7) - 3);
    dst[(i * 8u) + 1u] = as_type<uint>(x / 3);
    dst[(i * 8u) + 2u] = as_type<uint>(x % 5);
    dst[(i * 8u) + 3u] = u >> 3u;
    dst[(i * 8u) + 4u] = as_type<uint>(x >> 2);
    dst[(i * 8u) + 5u] = (u ^ 2779096485u) | (u << 4u);
    dst[(i * 8u) + 6u] = popcount(u) + (as_type<uint>(uint(select(int(31) - clz(select(x, ~x, x < int(0))), int(-1), select(x, ~x, x < int(0)) == int(0)))) * 100u);
    dst[(i * 8u) + 7u] = reverse_bits(u) & (~u);
    return;
}
