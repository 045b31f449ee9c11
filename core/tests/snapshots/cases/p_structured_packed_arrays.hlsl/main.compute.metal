#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Item {
    float a;
    array<packed_float2, 2> b;
    float c;
    array<packed_float4, 2> d;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Item) == 56, "Item: size");
static_assert(__builtin_offsetof(Item, a) == 0, "Item::a: offset");
static_assert(__builtin_offsetof(Item, b) == 4, "Item::b: offset");
static_assert(__builtin_offsetof(Item, c) == 20, "Item::c: offset");
static_assert(__builtin_offsetof(Item, d) == 24, "Item::d: offset");
#endif

kernel void main0(
    uint3 i [[thread_position_in_grid]],
    const device Item* In [[buffer(0)]],
    device float* Out [[buffer(1)]]
) {
    uint i_1 = {};
    Item it = {};
    float2 b1 = {};
    i_1 = i.x;
    it = In[i_1];
    b1 = float2(In[i_1].b[1]);
    Out[(i_1 * 6u) + 0u] = it.a;
    Out[(i_1 * 6u) + 1u] = it.b[0].y;
    Out[(i_1 * 6u) + 2u] = b1.x;
    Out[(i_1 * 6u) + 3u] = it.c;
    Out[(i_1 * 6u) + 4u] = it.d[0].z;
    Out[(i_1 * 6u) + 5u] = In[i_1].d[1].w;
    return;
}
