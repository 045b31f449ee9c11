#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Params {
    float scale;
    uchar _pad1[12];
    float3 offset;
    uint2 counts;
    float2x2 m;
    uchar _pad4[8];
    array<float4, 2> tail;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Params) == 96, "Params: size");
static_assert(__builtin_offsetof(Params, scale) == 0, "Params::scale: offset");
static_assert(__builtin_offsetof(Params, offset) == 16, "Params::offset: offset");
static_assert(__builtin_offsetof(Params, counts) == 32, "Params::counts: offset");
static_assert(__builtin_offsetof(Params, m) == 40, "Params::m: offset");
static_assert(__builtin_offsetof(Params, tail) == 64, "Params::tail: offset");
#endif

struct Item {
    packed_float3 a;
    uint b;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Item) == 16, "Item: size");
static_assert(__builtin_offsetof(Item, a) == 0, "Item::a: offset");
static_assert(__builtin_offsetof(Item, b) == 12, "Item::b: offset");
#endif

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    constant Params& params [[buffer(0)]],
    device Item* items [[buffer(1)]],
    device float* result [[buffer(2)]]
) {
    Item it = {};
    uint i = id.x;
    Item _e4 = items[i];
    it = _e4;
    float _e11 = params.scale;
    float3 _e15 = params.offset;
    it.a = (float3(it.a) * _e11) + _e15;
    uint _e23 = params.counts[i];
    it.b = it.b + _e23;
    items[i] = it;
    float2x2 _e30 = params.m;
    float2 v = _e30 * float2(1.0f, 2.0f);
    result[(i * 3u) + 0u] = v[i];
    float _e52 = params.tail[i].w;
    result[(i * 3u) + 1u] = _e52;
    float _e63 = params.m[i].y;
    result[(i * 3u) + 2u] = _e63;
    return;
}
