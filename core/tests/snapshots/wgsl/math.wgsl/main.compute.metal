#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Result {
    float3x3 m;
    float3 v;
    uint4 bits;
    int2 i;
    uchar _pad4[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Result) == 96, "Result: size");
static_assert(__builtin_offsetof(Result, m) == 0, "Result::m: offset");
static_assert(__builtin_offsetof(Result, v) == 48, "Result::v: offset");
static_assert(__builtin_offsetof(Result, bits) == 64, "Result::bits: offset");
static_assert(__builtin_offsetof(Result, i) == 80, "Result::i: offset");
#endif

struct _modf_result_f32 {
    float fract;
    float whole;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_modf_result_f32) == 8, "_modf_result_f32: size");
static_assert(__builtin_offsetof(_modf_result_f32, fract) == 0, "_modf_result_f32::fract: offset");
static_assert(__builtin_offsetof(_modf_result_f32, whole) == 4, "_modf_result_f32::whole: offset");
#endif

struct _frexp_result_f32 {
    float fract;
    int exp;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_frexp_result_f32) == 8, "_frexp_result_f32: size");
static_assert(__builtin_offsetof(_frexp_result_f32, fract) == 0, "_frexp_result_f32::fract: offset");
static_assert(__builtin_offsetof(_frexp_result_f32, exp) == 4, "_frexp_result_f32::exp: offset");
#endif

_modf_result_f32 ferrometal_modf(float x) {
    float other;
    float fract = modf(x, other);
    return _modf_result_f32 {fract, other};
}

_frexp_result_f32 ferrometal_frexp(float x) {
    int other;
    float fract = frexp(x, other);
    return _frexp_result_f32 {fract, other};
}

int ferrometal_dot(int3 a, int3 b) {
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

kernel void main0(
    device Result& result [[buffer(0)]],
    constant float4& input [[buffer(1)]]
) {
    float3 v = {};
    float4 a = input;
    float3x3 m = float3x3(a.xyz, a.yzw, a.zwx);
    result.m = transpose(m) * m;
    v = (normalize(a.xyz) + cross(a.xyz, a.yzw)) + reflect(a.xyz, float3(0.0f, 1.0f, 0.0f));
    v = v + (refract(a.xyz, float3(0.0f, 0.0f, 1.0f), 0.5f) + faceforward(a.xyz, a.yzw, a.zwx));
    v = v + float3(determinant(m), length(a), distance(a.xy, a.zw));
    v = v + ((mix(a.xyz, a.yzw, 0.25f) + step(a.xyz, float3(0.5f))) + smoothstep(float3(0.0f), float3(1.0f), a.xyz));
    v = v + ((clamp(a.xyz, float3(0.0f), float3(1.0f)) + saturate(a.xyz)) + fma(a.xyz, a.yzw, a.zwx));
    v = v + (((float3(atan2(a.x, a.y), (a.z * 0.017453292519943295f), (a.w * 57.29577951308232f)) + sign(a.xyz)) + rint(a.xyz)) + fract(a.xyz));
    v = v + (((rsqrt(abs(a.xyz) + float3(1.0f)) + exp2(a.xyz)) + log2(abs(a.xyz) + float3(1.0f))) + pow(abs(a.xyz), float3(2.0f)));
    v = v + (((((trunc(a.xyz) + ceil(a.xyz)) + floor(a.xyz)) + sqrt(abs(a.xyz))) + tanh(a.xyz)) + asinh(a.xyz));
    _modf_result_f32 mf = ferrometal_modf(a.x);
    _frexp_result_f32 fe = ferrometal_frexp(a.y);
    v = v + (float3(mf.fract, mf.whole, fe.fract + float(fe.exp)) + float3(ldexp(a.z, 2), float(half(a.w)), 0.0f));
    result.v = v;
    uint u = as_type<uint>(a.x);
    int i = int(a.y * 100.0f);
    result.bits = (uint4(popcount(u), reverse_bits(u), clz(u), ctz(u)) + uint4(extract_bits(u, uint(3u), uint(5u)), insert_bits(u, 7u, uint(8u), uint(4u)), select(uint(31) - clz(u), uint(4294967295u), u == uint(0)), ((ctz(u) + uint(1)) % uint(33)) - uint(1))) + uint4(pack_float_to_unorm4x8(a), pack_float_to_snorm2x16(a.xy), as_type<uint>(half2(a.zw)), uint(ferrometal_dot(int3(i), int3(1, 2, 3))));
    int s = (((((((select(select(int(0), int(1), i > int(0)), int(-1), i < int(0)) + abs(i)) + min(i, 3)) + max(i, -3)) + select(int(31) - clz(select(i, ~i, i < int(0))), int(-1), select(i, ~i, i < int(0)) == int(0))) + (i << 2)) + (i >> 1)) + (i % 7)) + (i / 3);
    result.i = (int2(s, as_type<int>(u) ^ (-i)) + int2(unpack_snorm4x8_to_float(u).xy * 10.0f)) + int2(float2(as_type<half2>(u)) * 4.0f);
    return;
}
