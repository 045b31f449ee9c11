#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct stride16_elem4 {
    float value;
    uchar pad[12];
};

struct type_Params {
    packed_float3 dir;
    float scale;
    float a;
    packed_float2 uv;
    float b;
    float2 st;
    uchar _pad6[8];
    float3 col;
    array<stride16_elem4, 2> w;
    float w_last;
    float tail;
    uchar _pad10[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Params) == 112, "type_Params: size");
static_assert(__builtin_offsetof(type_Params, dir) == 0, "type_Params::dir: offset");
static_assert(__builtin_offsetof(type_Params, scale) == 12, "type_Params::scale: offset");
static_assert(__builtin_offsetof(type_Params, a) == 16, "type_Params::a: offset");
static_assert(__builtin_offsetof(type_Params, uv) == 20, "type_Params::uv: offset");
static_assert(__builtin_offsetof(type_Params, b) == 28, "type_Params::b: offset");
static_assert(__builtin_offsetof(type_Params, st) == 32, "type_Params::st: offset");
static_assert(__builtin_offsetof(type_Params, col) == 48, "type_Params::col: offset");
static_assert(__builtin_offsetof(type_Params, w) == 64, "type_Params::w: offset");
static_assert(__builtin_offsetof(type_Params, w_last) == 96, "type_Params::w_last: offset");
static_assert(__builtin_offsetof(type_Params, tail) == 100, "type_Params::tail: offset");
#endif

kernel void main0(
    constant type_Params& Params [[buffer(0)]],
    device float* Out [[buffer(1)]]
) {
    float _e7 = Params.dir.x;
    Out[0u] = _e7;
    float _e15 = Params.dir.y;
    Out[1u] = _e15;
    float _e23 = Params.dir.z;
    Out[2u] = _e23;
    float _e30 = Params.scale;
    Out[3u] = _e30;
    float _e37 = Params.a;
    Out[4u] = _e37;
    float _e45 = Params.uv.x;
    Out[5u] = _e45;
    float _e53 = Params.uv.y;
    Out[6u] = _e53;
    float _e60 = Params.b;
    Out[7u] = _e60;
    float _e68 = Params.st.x;
    Out[8u] = _e68;
    float _e76 = Params.st.y;
    Out[9u] = _e76;
    float _e84 = Params.col.x;
    Out[10u] = _e84;
    float _e92 = Params.col.y;
    Out[11u] = _e92;
    float _e100 = Params.col.z;
    Out[12u] = _e100;
    float _e110 = Params.w[0].value;
    Out[13u] = _e110;
    float _e120 = Params.w[1].value;
    Out[14u] = _e120;
    float _e129 = Params.w_last;
    Out[15u] = _e129;
    float _e136 = Params.tail;
    Out[16u] = _e136;
    return;
}
