#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

struct _modf_result_vec2_f32 {
    float2 fract;
    float2 whole;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_modf_result_vec2_f32) == 16, "_modf_result_vec2_f32: size");
static_assert(__builtin_offsetof(_modf_result_vec2_f32, fract) == 0, "_modf_result_vec2_f32::fract: offset");
static_assert(__builtin_offsetof(_modf_result_vec2_f32, whole) == 8, "_modf_result_vec2_f32::whole: offset");
#endif

struct _frexp_result_vec2_f32 {
    float2 fract;
    int2 exp;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_frexp_result_vec2_f32) == 16, "_frexp_result_vec2_f32: size");
static_assert(__builtin_offsetof(_frexp_result_vec2_f32, fract) == 0, "_frexp_result_vec2_f32::fract: offset");
static_assert(__builtin_offsetof(_frexp_result_vec2_f32, exp) == 8, "_frexp_result_vec2_f32::exp: offset");
#endif

_modf_result_vec2_f32 ferrometal_modf(float2 x) {
    float2 other;
    float2 fract = modf(x, other);
    return _modf_result_vec2_f32 {fract, other};
}

_frexp_result_vec2_f32 ferrometal_frexp(float2 x) {
    int2 other;
    float2 fract = frexp(x, other);
    return _frexp_result_vec2_f32 {fract, other};
}

struct main0_in {
    float4 n [[user(NORMAL0)]];
    float4 c [[user(COLOR0)]];
    float2 m_MATRIX0 [[user(MATRIX0)]];
    float2 m_MATRIX1 [[user(MATRIX1)]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]]
) {
    float4 n = stage_in.n;
    float4 c = stage_in.c;
    float2 m_MATRIX0 = stage_in.m_MATRIX0;
    float2 m_MATRIX1 = stage_in.m_MATRIX1;
    float4 n_1 = {};
    float4 c_1 = {};
    float2x2 m = {};
    float4 light = {};
    float4 d = {};
    int4 bytes = {};
    float2 s = {};
    float2 co = {};
    float2x2 whole = {};
    float2x2 fraction = {};
    float2x2 exponent = {};
    float2x2 mantissa = {};
    n_1 = n;
    c_1 = c;
    m = float2x2(m_MATRIX0, m_MATRIX1);
    float _e12 = n_1.x;
    float _e13 = n_1.y;
    light = float4(1.0f, max(_e12, 0.0f), ((_e12 < 0.0f) || (_e13 < 0.0f)) ? 0.0f : pow(_e13, n_1.z), 1.0f);
    float4 _e25 = n_1;
    float4 _e26 = c_1;
    d = float4(1.0f, _e25.y * _e26.y, _e25.z, _e26.w);
    bytes = int4(c_1.zyxw * float4(255.00195f));
    float2 _e44 = n_1.xy;
    s = sin(_e44);
    co = cos(_e44);
    _modf_result_vec2_f32 _e54 = ferrometal_modf(m[0]);
    whole[0] = _e54.whole;
    _modf_result_vec2_f32 _e62 = ferrometal_modf(m[1]);
    whole[1] = _e62.whole;
    fraction = float2x2(_e54.fract, _e62.fract);
    _frexp_result_vec2_f32 _e73 = ferrometal_frexp(m[0]);
    exponent[0] = float2(_e73.exp);
    _frexp_result_vec2_f32 _e82 = ferrometal_frexp(m[1]);
    exponent[1] = float2(_e82.exp);
    mantissa = float2x2(_e73.fract, _e82.fract);
    float2 _e99 = s * co;
    float2 _e106 = fraction[0] + whole[1];
    float2 _e117 = mantissa[0];
    float2 _e120 = exponent[1];
    {
        mainOutput result = mainOutput {(((light + d) + (float4(bytes) / float4(255.0f))) + float4(_e99.x, _e99.y, _e106.x, _e106.y)) + float4(_e117.x, _e117.y, _e120.x, _e120.y)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
