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
    uint _e5 = id_1.x;
    Item _e7 = In[_e5];
    it = _e7;
    float _e16 = it.vals[1];
    float _e18 = it.vals[0];
    float _e24 = it.vals[2];
    s = (_e18 + (_e16 * 2.0f)) + (_e24 * 3.0f);
    uint _e30 = id_1.x;
    float _e43 = it.inner.ab.x;
    float _e44 = it.inner.ab.y;
    float _e46 = s;
    Out[(_e30 * 3u) + 0u] = (_e43 * _e44) + _e46;
    uint _e51 = id_1.x;
    uint _e60 = it.inner.tag;
    int _e63 = it.k;
    Out[(_e51 * 3u) + 1u] = float(_e60) - float(_e63);
    uint _e69 = id_1.x;
    uint _e80 = it.inner.tag;
    float _e84 = it.vals[_e80 % 3u];
    Out[(_e69 * 3u) + 2u] = _e84;
    return;
}
