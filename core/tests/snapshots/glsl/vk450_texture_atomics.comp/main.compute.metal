#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Params {
    uint tileSize;
    uint tilesPerRow;
    int value;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Params) == 12, "type_Params: size");
static_assert(__builtin_offsetof(type_Params, tileSize) == 0, "type_Params::tileSize: offset");
static_assert(__builtin_offsetof(type_Params, tilesPerRow) == 4, "type_Params::tilesPerRow: offset");
static_assert(__builtin_offsetof(type_Params, value) == 8, "type_Params::value: offset");
#endif

struct _glsl_In {
    packed_uint3 gl_GlobalInvocationID_;
    uint gl_LocalInvocationIndex_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_LocalInvocationIndex_) == 12, "_glsl_In::gl_LocalInvocationIndex_: offset");
#endif

int ferrometal_texture_compare_exchange(texture2d_array<int, access::read_write> tex, uint2 coord, uint layer, int expected, int desired) {
    int4 old = int4(expected);
    while (!tex.atomic_compare_exchange_weak(coord, layer, &old, desired) && old.x == expected) {
    }
    return old.x;
}

void _glsl_main(thread uint3& gl_GlobalInvocationID, thread uint& gl_LocalInvocationIndex, texture2d<uint, access::read_write> tileCounts, texture2d_array<int, access::read_write> tileBounds, device uint* firstCounts, constant type_Params& Params) {
    int2 tile = {};
    uint before = {};
    int owner = {};
    tile = int2(gl_GlobalInvocationID.xy / uint2(Params.tileSize));
    uint _e15 = tileCounts.atomic_fetch_add(uint2(tile), 1u).x;
    before = _e15;
    int2 _e18 = tile;
    int3 _e21 = int3(_e18.x, _e18.y, 0);
    tileBounds.atomic_fetch_min(uint2(_e21.xy), uint(_e21.z), Params.value);
    int2 _e32 = tile;
    int3 _e35 = int3(_e32.x, _e32.y, 1);
    tileBounds.atomic_fetch_max(uint2(_e35.xy), uint(_e35.z), Params.value);
    int2 _e47 = tile;
    int3 _e50 = int3(_e47.x, _e47.y, 2);
    int _e61 = ferrometal_texture_compare_exchange(tileBounds, uint2(_e50.xy), uint(_e50.z), 0, int(gl_LocalInvocationIndex + 1u));
    owner = _e61;
    if (owner == 0) {
        {
            firstCounts[(uint(tile.y) * Params.tilesPerRow) + uint(tile.x)] = before;
        }
    }
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    uint gl_LocalInvocationIndex_1 [[thread_index_in_threadgroup]],
    texture2d<uint, access::read_write> tileCounts [[texture(0)]],
    texture2d_array<int, access::read_write> tileBounds [[texture(1)]],
    device uint* firstCounts [[buffer(0)]],
    constant type_Params& Params [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    uint gl_LocalInvocationIndex = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1, gl_LocalInvocationIndex_1};
    gl_GlobalInvocationID = uint3(input.gl_GlobalInvocationID_);
    gl_LocalInvocationIndex = input.gl_LocalInvocationIndex_;
    _glsl_main(gl_GlobalInvocationID, gl_LocalInvocationIndex, tileCounts, tileBounds, firstCounts, Params);
    return;
}
