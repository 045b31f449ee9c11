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
    Out[0u] = Params.dir.x;
    Out[1u] = Params.dir.y;
    Out[2u] = Params.dir.z;
    Out[3u] = Params.scale;
    Out[4u] = Params.a;
    Out[5u] = Params.uv.x;
    Out[6u] = Params.uv.y;
    Out[7u] = Params.b;
    Out[8u] = Params.st.x;
    Out[9u] = Params.st.y;
    Out[10u] = Params.col.x;
    Out[11u] = Params.col.y;
    Out[12u] = Params.col.z;
    Out[13u] = Params.w[0].value;
    Out[14u] = Params.w[1].value;
    Out[15u] = Params.w_last;
    Out[16u] = Params.tail;
    return;
}
