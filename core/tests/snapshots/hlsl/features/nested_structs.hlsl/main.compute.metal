#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct P {
    float4 v;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(P) == 16, "P: size");
static_assert(__builtin_offsetof(P, v) == 0, "P::v: offset");
#endif

struct type_Params {
    P p;
    float scale;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Params) == 32, "type_Params: size");
static_assert(__builtin_offsetof(type_Params, p) == 0, "type_Params::p: offset");
static_assert(__builtin_offsetof(type_Params, scale) == 16, "type_Params::scale: offset");
#endif

struct anonymous_struct1 {
    float w;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(anonymous_struct1) == 4, "anonymous_struct1: size");
static_assert(__builtin_offsetof(anonymous_struct1, w) == 0, "anonymous_struct1::w: offset");
#endif

struct Local {
    float x;
    int y;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Local) == 8, "Local: size");
static_assert(__builtin_offsetof(Local, x) == 0, "Local::x: offset");
static_assert(__builtin_offsetof(Local, y) == 4, "Local::y: offset");
#endif

struct Inner {
    float a;
    float b;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Inner) == 8, "Inner: size");
static_assert(__builtin_offsetof(Inner, a) == 0, "Inner::a: offset");
static_assert(__builtin_offsetof(Inner, b) == 4, "Inner::b: offset");
#endif

struct Leaf {
    uint k;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Leaf) == 4, "Leaf: size");
static_assert(__builtin_offsetof(Leaf, k) == 0, "Leaf::k: offset");
#endif

struct Outer {
    Inner inner;
    Leaf leaf;
    float c;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Outer) == 16, "Outer: size");
static_assert(__builtin_offsetof(Outer, inner) == 0, "Outer::inner: offset");
static_assert(__builtin_offsetof(Outer, leaf) == 8, "Outer::leaf: offset");
static_assert(__builtin_offsetof(Outer, c) == 12, "Outer::c: offset");
#endif

kernel void main0(
    constant type_Params& Params [[buffer(0)]],
    device float* o [[buffer(1)]]
) {
    anonymous_struct1 anon = anonymous_struct1 {0.5f};
    Local l = {};
    Outer s = {};
    Inner t = {};
    l.x = 2.0f;
    l.y = 3;
    s.inner.a = 1.0f;
    s.inner.b = 2.0f;
    s.leaf.k = 3u;
    s.c = 4.0f;
    t = s.inner;
    o[0u] = ((((((s.inner.a + t.b) + float(s.leaf.k)) + s.c) + l.x) + float(l.y)) + (Params.p.v.x * Params.scale)) + anon.w;
    return;
}
