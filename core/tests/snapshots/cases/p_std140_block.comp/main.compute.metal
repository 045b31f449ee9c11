#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct float2_line16 {
    float2 value;
    uchar pad[8];
};

struct stride16_elem3 {
    float value;
    uchar pad[12];
};

struct Inner {
    float k;
    uchar _pad1[4];
    float2 m;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Inner) == 16, "Inner: size");
static_assert(__builtin_offsetof(Inner, k) == 0, "Inner::k: offset");
static_assert(__builtin_offsetof(Inner, m) == 8, "Inner::m: offset");
#endif

struct Params {
    packed_float3 dir;
    float scale;
    array<stride16_elem3, 3> arr;
    array<float2_line16, 2> m;
    Inner inner;
    float4 last;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Params) == 128, "Params: size");
static_assert(__builtin_offsetof(Params, dir) == 0, "Params::dir: offset");
static_assert(__builtin_offsetof(Params, scale) == 12, "Params::scale: offset");
static_assert(__builtin_offsetof(Params, arr) == 16, "Params::arr: offset");
static_assert(__builtin_offsetof(Params, m) == 64, "Params::m: offset");
static_assert(__builtin_offsetof(Params, inner) == 96, "Params::inner: offset");
static_assert(__builtin_offsetof(Params, last) == 112, "Params::last: offset");
#endif

void _glsl_main(constant Params& P, device float* Out) {
    Out[0u] = P.dir.x;
    Out[1u] = P.dir.y;
    Out[2u] = P.dir.z;
    Out[3u] = P.scale;
    Out[4u] = P.arr[0].value;
    Out[5u] = P.arr[1].value;
    Out[6u] = P.arr[2].value;
    Out[7u] = P.m[0].value.x;
    Out[8u] = P.m[0].value.y;
    Out[9u] = P.m[1].value.x;
    Out[10u] = P.m[1].value.y;
    Out[11u] = P.inner.k;
    Out[12u] = P.inner.m.x;
    Out[13u] = P.inner.m.y;
    Out[14u] = dot(P.last, float4(1.0f, 10.0f, 100.0f, 1000.0f));
    return;
}

kernel void main0(
    constant Params& P [[buffer(0)]],
    device float* Out [[buffer(1)]]
) {
    _glsl_main(P, Out);
    return;
}
