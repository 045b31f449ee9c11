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
    i = gl_GlobalInvocationID.x;
    it = In[i];
    s = (it.vals[0] + (it.vals[1] * 2.0f)) + (it.vals[2] * 3.0f);
    Out[(i * 3u) + 0u] = (it.inner.ab.x * it.inner.ab.y) + s;
    Out[(i * 3u) + 1u] = float(it.inner.tag) - float(it.k);
    Out[(i * 3u) + 2u] = it.vals[it.inner.tag % 3u];
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
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, In, Out);
    return;
}
