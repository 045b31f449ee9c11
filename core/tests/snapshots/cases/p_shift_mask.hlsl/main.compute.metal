#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device uint* amounts [[buffer(0)]],
    device uint* dst [[buffer(1)]]
) {
    uint3 id_1 = {};
    uint i = {};
    uint s = {};
    uint x = {};
    int y = {};
    id_1 = id;
    i = id_1.x;
    s = amounts[i];
    x = 2147483649u;
    y = -64;
    dst[(i * 4u) + 0u] = x << (s & 31u);
    dst[(i * 4u) + 1u] = x >> (s & 31u);
    dst[(i * 4u) + 2u] = as_type<uint>(y >> int(s & 31u));
    dst[(i * 4u) + 3u] = (x >> 1u) << ((s + 1u) & 31u);
    return;
}
