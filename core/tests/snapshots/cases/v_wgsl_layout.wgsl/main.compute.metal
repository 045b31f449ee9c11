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
    it = items[i];
    it.a = (float3(it.a) * params.scale) + params.offset;
    it.b = it.b + params.counts[i];
    items[i] = it;
    float2 v = params.m * float2(1.0f, 2.0f);
    result[(i * 3u) + 0u] = v[i];
    result[(i * 3u) + 1u] = params.tail[i].w;
    result[(i * 3u) + 2u] = params.m[i].y;
    return;
}
