#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_PC {
    uchar _pad0[16];
    float2 b;
    float c;
    uchar _pad2[4];
    float a;
    uchar _pad3[4];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_PC) == 40, "type_PC: size");
static_assert(__builtin_offsetof(type_PC, b) == 16, "type_PC::b: offset");
static_assert(__builtin_offsetof(type_PC, c) == 24, "type_PC::c: offset");
static_assert(__builtin_offsetof(type_PC, a) == 32, "type_PC::a: offset");
#endif

struct Params {
    float first;
    uchar _pad1[28];
    float third;
    uchar _pad2[4];
    float2 v;
    uchar _pad3[16];
    float4 late;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Params) == 80, "Params: size");
static_assert(__builtin_offsetof(Params, first) == 0, "Params::first: offset");
static_assert(__builtin_offsetof(Params, third) == 32, "Params::third: offset");
static_assert(__builtin_offsetof(Params, v) == 40, "Params::v: offset");
static_assert(__builtin_offsetof(Params, late) == 64, "Params::late: offset");
#endif

void _glsl_main(constant type_PC& PC, constant Params& P, device float* Out) {
    Out[0u] = PC.a;
    Out[1u] = PC.b.x;
    Out[2u] = PC.b.y;
    Out[3u] = PC.c;
    Out[4u] = P.first;
    Out[5u] = P.third;
    Out[6u] = P.v.x;
    Out[7u] = P.v.y;
    Out[8u] = dot(P.late, float4(1.0f, 10.0f, 100.0f, 1000.0f));
    return;
}

kernel void main0(
    constant type_PC& PC [[buffer(0)]],
    constant Params& P [[buffer(1)]],
    device float* Out [[buffer(2)]]
) {
    _glsl_main(PC, P, Out);
    return;
}
