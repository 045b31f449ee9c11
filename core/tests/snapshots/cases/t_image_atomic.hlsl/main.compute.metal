#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

uint ferrometal_texture_compare_exchange(texture2d<uint, access::read_write> tex, uint2 coord, uint expected, uint desired) {
    uint4 old = uint4(expected);
    while (!tex.atomic_compare_exchange_weak(coord, &old, desired) && old.x == expected) {
    }
    return old.x;
}

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    texture2d<uint, access::read_write> hist [[texture(0)]],
    texture2d<uint, access::read_write> ops [[texture(1)]],
    const device uint* src [[buffer(0)]],
    texture2d<uint, access::read_write> cas [[texture(2)]]
) {
    uint3 id_1 = {};
    uint i = {};
    uint v = {};
    uint old = {};
    id_1 = id;
    i = (id_1.y * 4u) + id_1.x;
    v = src[i];
    hist.atomic_fetch_add(uint2(v & 3u, (v >> 2u) & 3u), 1u);
    ops.atomic_fetch_max(uint2(0u, 0u), v);
    ops.atomic_fetch_min(uint2(1u, 0u), v);
    ops.atomic_fetch_or(uint2(2u, 0u), 1u << (v & 31u));
    ops.atomic_fetch_and(uint2(3u, 0u), ~(1u << (i & 31u)));
    ops.atomic_fetch_xor(uint2(0u, 1u), v);
    uint _e93 = ferrometal_texture_compare_exchange(cas, id_1.xy, i, i + 100u);
    old = _e93;
    return;
}
