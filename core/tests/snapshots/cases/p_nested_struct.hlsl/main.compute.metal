#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Inner {
    packed_float2 ab;
    uint tag;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Inner) == 12, "Inner: size");
static_assert(__builtin_offsetof(Inner, ab) == 0, "Inner::ab: offset");
static_assert(__builtin_offsetof(Inner, tag) == 8, "Inner::tag: offset");
#endif

struct Item {
    Inner inner;
    array<float, 3> vals;
    int k;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Item) == 28, "Item: size");
static_assert(__builtin_offsetof(Item, inner) == 0, "Item::inner: offset");
static_assert(__builtin_offsetof(Item, vals) == 12, "Item::vals: offset");
static_assert(__builtin_offsetof(Item, k) == 24, "Item::k: offset");
#endif

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device Item* In [[buffer(0)]],
    device float* Out [[buffer(1)]]
) {
    uint3 id_1 = {};
    Item it = {};
    float s = {};
    id_1 = id;
    it = In[id_1.x];
    s = (it.vals[0] + (it.vals[1] * 2.0f)) + (it.vals[2] * 3.0f);
    Out[(id_1.x * 3u) + 0u] = (it.inner.ab.x * it.inner.ab.y) + s;
    Out[(id_1.x * 3u) + 1u] = float(it.inner.tag) - float(it.k);
    Out[(id_1.x * 3u) + 2u] = it.vals[it.inner.tag % 3u];
    return;
}
