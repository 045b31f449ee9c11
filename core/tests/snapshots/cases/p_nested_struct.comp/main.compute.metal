#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Inner {
    float2 ab;
    uint tag;
    uchar _pad2[4];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Inner) == 16, "Inner: size");
static_assert(__builtin_offsetof(Inner, ab) == 0, "Inner::ab: offset");
static_assert(__builtin_offsetof(Inner, tag) == 8, "Inner::tag: offset");
#endif

struct Item {
    Inner inner;
    array<float, 3> vals;
    int k;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Item) == 32, "Item: size");
static_assert(__builtin_offsetof(Item, inner) == 0, "Item::inner: offset");
static_assert(__builtin_offsetof(Item, vals) == 16, "Item::vals: offset");
static_assert(__builtin_offsetof(Item, k) == 28, "Item::k: offset");
#endif

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
#endif

void _glsl_main(thread uint3& gl_GlobalInvocationID, const device Item* In, device float* Out) {
    uint i = {};
    Item it = {};
    float s = {};
    uint _e3 = gl_GlobalInvocationID.x;
    i = _e3;
    uint _e6 = i;
    Item _e8 = In[_e6];
    it = _e8;
    float _e17 = it.vals[1];
    float _e19 = it.vals[0];
    float _e25 = it.vals[2];
    s = (_e19 + (_e17 * 2.0f)) + (_e25 * 3.0f);
    uint _e30 = i;
    float _e41 = it.inner.ab.x;
    float _e42 = it.inner.ab.y;
    float _e44 = s;
    Out[(_e30 * 3u) + 0u] = (_e41 * _e42) + _e44;
    uint _e48 = i;
    uint _e55 = it.inner.tag;
    int _e58 = it.k;
    Out[(_e48 * 3u) + 1u] = float(_e55) - float(_e58);
    uint _e63 = i;
    uint _e72 = it.inner.tag;
    float _e75 = it.vals[_e72 % 3u];
    Out[(_e63 * 3u) + 2u] = _e75;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    const device Item* In [[buffer(0)]],
    device float* Out [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    uint3 _e5 = input.gl_GlobalInvocationID_;
    gl_GlobalInvocationID = _e5;
    _glsl_main(gl_GlobalInvocationID, In, Out);
    return;
}
