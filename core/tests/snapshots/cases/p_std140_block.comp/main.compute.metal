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

struct type_Params {
    packed_float3 dir;
    float scale;
    array<stride16_elem3, 3> arr;
    array<float2_line16, 2> m;
    Inner inner;
    float4 last;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Params) == 128, "type_Params: size");
static_assert(__builtin_offsetof(type_Params, dir) == 0, "type_Params::dir: offset");
static_assert(__builtin_offsetof(type_Params, scale) == 12, "type_Params::scale: offset");
static_assert(__builtin_offsetof(type_Params, arr) == 16, "type_Params::arr: offset");
static_assert(__builtin_offsetof(type_Params, m) == 64, "type_Params::m: offset");
static_assert(__builtin_offsetof(type_Params, inner) == 96, "type_Params::inner: offset");
static_assert(__builtin_offsetof(type_Params, last) == 112, "type_Params::last: offset");
#endif

void _glsl_main(constant type_Params& Params, device float* Out) {
    Out[0u] = Params.dir.x;
    Out[1u] = Params.dir.y;
    Out[2u] = Params.dir.z;
    Out[3u] = Params.scale;
    Out[4u] = Params.arr[0].value;
    Out[5u] = Params.arr[1].value;
    Out[6u] = Params.arr[2].value;
    Out[7u] = Params.m[0].value.x;
    Out[8u] = Params.m[0].value.y;
    Out[9u] = Params.m[1].value.x;
    Out[10u] = Params.m[1].value.y;
    Out[11u] = Params.inner.k;
    Out[12u] = Params.inner.m.x;
    Out[13u] = Params.inner.m.y;
    Out[14u] = dot(Params.last, float4(1.0f, 10.0f, 100.0f, 1000.0f));
    return;
}

kernel void main0(
    constant type_Params& Params [[buffer(0)]],
    device float* Out [[buffer(1)]]
) {
    _glsl_main(Params, Out);
    return;
}
