#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct A {
    float4 value;
    uint count;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(A) == 32, "A: size");
static_assert(__builtin_offsetof(A, value) == 0, "A::value: offset");
static_assert(__builtin_offsetof(A, count) == 16, "A::count: offset");
#endif

struct B {
    float4 value;
    uint count;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(B) == 32, "B: size");
static_assert(__builtin_offsetof(B, value) == 0, "B::value: offset");
static_assert(__builtin_offsetof(B, count) == 16, "B::count: offset");
#endif

struct C {
    float4 value;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(C) == 16, "C: size");
static_assert(__builtin_offsetof(C, value) == 0, "C::value: offset");
#endif

struct S {
    float4 value;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(S) == 16, "S: size");
static_assert(__builtin_offsetof(S, value) == 0, "S::value: offset");
#endif

void _glsl_main(device A* _A, const device B* b, array<const device C*, 2> cs) {
    S s = {};
    s.value = b[0u].value;
    _A[0u].value = (s.value + b[0u].value) + (*cs[1]).value;
    _A[0u].count = b[0u].count;
    return;
}

kernel void main0(
    device A* _A [[buffer(0)]],
    const device B* b [[buffer(1)]],
    const device C* cs_0 [[buffer(2)]],
    const device C* cs_1 [[buffer(3)]]
) {
    array<const device C*, 2> cs = {cs_0, cs_1};
    _glsl_main(_A, b, cs);
    return;
}
