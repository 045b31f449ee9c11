#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct float2_line16 {
    float2 value;
    uchar pad[8];
};

struct Pair {
    float w;
    uchar _pad1[12];
    array<float2_line16, 2> m;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Pair) == 48, "Pair: size");
static_assert(__builtin_offsetof(Pair, w) == 0, "Pair::w: offset");
static_assert(__builtin_offsetof(Pair, m) == 16, "Pair::m: offset");
#endif

struct type_Params {
    array<float2_line16, 2> a;
    array<float2_line16, 3> b;
    array<float2_line16, 4> c;
    array<array<float2_line16, 2>, 2> arr;
    array<array<float2_line16, 3>, 2> brr;
    Pair pair;
    float tail;
    uchar _pad7[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Params) == 368, "type_Params: size");
static_assert(__builtin_offsetof(type_Params, a) == 0, "type_Params::a: offset");
static_assert(__builtin_offsetof(type_Params, b) == 32, "type_Params::b: offset");
static_assert(__builtin_offsetof(type_Params, c) == 80, "type_Params::c: offset");
static_assert(__builtin_offsetof(type_Params, arr) == 144, "type_Params::arr: offset");
static_assert(__builtin_offsetof(type_Params, brr) == 208, "type_Params::brr: offset");
static_assert(__builtin_offsetof(type_Params, pair) == 304, "type_Params::pair: offset");
static_assert(__builtin_offsetof(type_Params, tail) == 352, "type_Params::tail: offset");
#endif

struct _glsl_In {
    uint3 gl_LocalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_LocalInvocationID_) == 0, "_glsl_In::gl_LocalInvocationID_: offset");
#endif

void _glsl_main(thread uint3& gl_LocalInvocationID, constant type_Params& Params, device float4* R) {
    uint i = {};
    uint o = {};
    float2x2 m = {};
    float4x2 k = {};
    Pair p = {};
    i = gl_LocalInvocationID.x;
    o = i * 8u;
    m = float2x2(Params.a[0].value, Params.a[1].value) * float2x2(Params.arr[1u - i][0].value, Params.arr[1u - i][1].value);
    float4x2 _e24 = float4x2(Params.c[0].value, Params.c[1].value, Params.c[2].value, Params.c[3].value);
    float2 _e26 = float2(2.0f);
    float4x2 _e27 = float4x2(_e26, _e26, _e26, _e26);
    k = float4x2(_e24[0] * _e27[0], _e24[1] * _e27[1], _e24[2] * _e27[2], _e24[3] * _e27[3]);
    k[3] = Params.b[i + 1u].value;
    float2 _e59 = m[0];
    float2 _e62 = m[1];
    R[o + 0u] = float4(_e59.x, _e59.y, _e62.x, _e62.y);
    float2 _e75 = k[3];
    float2 _e78 = k[i];
    R[o + 1u] = float4(_e75.x, _e75.y, _e78.x, _e78.y);
    float2 _e94 = float3x2(Params.b[0].value, Params.b[1].value, Params.b[2].value) * float3(1.0f, 2.0f, 3.0f);
    float2 _e104 = float4x2(Params.c[0].value, Params.c[1].value, Params.c[2].value, Params.c[3].value) * float4(1.0f, -1.0f, 0.5f, 2.0f);
    R[o + 2u] = float4(_e94.x, _e94.y, _e104.x, _e104.y);
    R[o + 3u] = float2(1.0f, 2.0f) * float4x2(Params.c[0].value, Params.c[1].value, Params.c[2].value, Params.c[3].value);
    float2 _e139 = Params.arr[i][i].value;
    float2 _e142 = Params.brr[i][2].value;
    R[o + 4u] = float4(_e139.x, _e139.y, _e142.x, _e142.y);
    float2 _e162 = float2x2(Params.arr[1u - i][0].value, Params.arr[1u - i][1].value) * float2(3.0f, -1.0f);
    R[o + 5u] = float4(_e162.x, _e162.y, Params.brr[1u - i][i + 1u].value[i], Params.tail);
    p = Params.pair;
    p.m[i].value = Params.a[1].value;
    p.m[1u - i].value.y = p.w + float(i);
    float2 _e216 = p.m[0].value;
    float2 _e219 = p.m[1].value;
    R[o + 6u] = float4(_e216.x, _e216.y, _e219.x, _e219.y);
    float2x2 matrix = float3x2(Params.brr[i][0].value, Params.brr[i][1].value, Params.brr[i][2].value) * float2x3(float3(1.0f, 0.0f, 2.0f), float3(0.0f, 1.0f, -1.0f));
    p.m[0].value = matrix[0];
    p.m[1].value = matrix[1];
    p.w = Params.pair.m[i].value[1u - i];
    float2 _e264 = p.m[0].value;
    R[o + 7u] = float4(_e264.x, _e264.y, p.m[1].value.y, p.w);
    return;
}

kernel void main0(
    uint3 gl_LocalInvocationID_1 [[thread_position_in_threadgroup]],
    constant type_Params& Params [[buffer(0)]],
    device float4* R [[buffer(1)]]
) {
    uint3 gl_LocalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_LocalInvocationID_1};
    gl_LocalInvocationID = input.gl_LocalInvocationID_;
    _glsl_main(gl_LocalInvocationID, Params, R);
    return;
}
