#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Params {
    uint tileSize;
    uint tilesPerRow;
    int value;
    uchar _pad3[4];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Params) == 16, "type_Params: size");
static_assert(__builtin_offsetof(type_Params, tileSize) == 0, "type_Params::tileSize: offset");
static_assert(__builtin_offsetof(type_Params, tilesPerRow) == 4, "type_Params::tilesPerRow: offset");
static_assert(__builtin_offsetof(type_Params, value) == 8, "type_Params::value: offset");
#endif

int ferrometal_texture_compare_exchange(texture2d_array<int, access::read_write> tex, uint2 coord, uint layer, int expected, int desired) {
    int4 old = int4(expected);
    while (!tex.atomic_compare_exchange_weak(coord, layer, &old, desired) && old.x == expected) {
    }
    return old.x;
}

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    uint gi [[thread_index_in_threadgroup]],
    texture2d<uint, access::read_write> tileCounts [[texture(0)]],
    texture2d_array<int, access::read_write> tileBounds [[texture(1)]],
    device uint* firstCounts [[buffer(0)]],
    constant type_Params& Params [[buffer(1)]]
) {
    uint3 id_1 = {};
    uint gi_1 = {};
    uint2 tile = {};
    uint before = {};
    int owner = {};
    id_1 = id;
    gi_1 = gi;
    tile = id_1.xy / uint2(Params.tileSize);
    uint _e17 = tileCounts.atomic_fetch_add(tile, 1u).x;
    before = _e17;
    uint2 _e20 = tile;
    uint3 _e24 = uint3(_e20.x, _e20.y, 0u);
    tileBounds.atomic_fetch_min(_e24.xy, _e24.z, Params.value);
    uint2 _e33 = tile;
    uint3 _e37 = uint3(_e33.x, _e33.y, 1u);
    tileBounds.atomic_fetch_max(_e37.xy, _e37.z, Params.value);
    uint2 _e47 = tile;
    uint3 _e51 = uint3(_e47.x, _e47.y, 2u);
    int _e60 = ferrometal_texture_compare_exchange(tileBounds, _e51.xy, _e51.z, 0, int(gi_1 + 1u));
    owner = _e60;
    if (owner == 0) {
        {
            firstCounts[(tile.y * Params.tilesPerRow) + tile.x] = before;
        }
    }
    return;
}
