#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _modf_result_f32 {
    float fract;
    float whole;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_modf_result_f32) == 8, "_modf_result_f32: size");
static_assert(__builtin_offsetof(_modf_result_f32, fract) == 0, "_modf_result_f32::fract: offset");
static_assert(__builtin_offsetof(_modf_result_f32, whole) == 4, "_modf_result_f32::whole: offset");
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

struct _frexp_result_f32 {
    float fract;
    int exp;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_frexp_result_f32) == 8, "_frexp_result_f32: size");
static_assert(__builtin_offsetof(_frexp_result_f32, fract) == 0, "_frexp_result_f32::fract: offset");
static_assert(__builtin_offsetof(_frexp_result_f32, exp) == 4, "_frexp_result_f32::exp: offset");
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

_modf_result_f32 ferrometal_modf(float x) {
    float other;
    float fract = modf(x, other);
    return _modf_result_f32 {fract, other};
}

_modf_result_vec2_f32 ferrometal_modf(float2 x) {
    float2 other;
    float2 fract = modf(x, other);
    return _modf_result_vec2_f32 {fract, other};
}

_frexp_result_f32 ferrometal_frexp(float x) {
    int other;
    float fract = frexp(x, other);
    return _frexp_result_f32 {fract, other};
}

_frexp_result_vec2_f32 ferrometal_frexp(float2 x) {
    int2 other;
    float2 fract = frexp(x, other);
    return _frexp_result_vec2_f32 {fract, other};
}

void put4(uint k, float4 v, device float* Out) {
    Out[k] = v.x;
    Out[k + 1u] = v.y;
    Out[k + 2u] = v.z;
    Out[k + 3u] = v.w;
    return;
}

kernel void main0(
    const device float* In [[buffer(0)]],
    device float* Out [[buffer(1)]]
) {
    float ip = {};
    float2 ip2 = {};
    float2 fr = {};
    int e = {};
    int2 e2 = {};
    float2 m2 = {};
    float s = {};
    float c = {};
    _modf_result_f32 _e11 = ferrometal_modf(In[0u]);
    ip = _e11.whole;
    Out[0u] = _e11.fract;
    Out[1u] = ip;
    _modf_result_vec2_f32 _e31 = ferrometal_modf(float2(In[1u], In[0u]));
    ip2 = _e31.whole;
    fr = _e31.fract;
    float2 _e35 = fr;
    float2 _e38 = ip2;
    put4(2u, float4(_e35.x, _e35.y, _e38.x, _e38.y), Out);
    _frexp_result_f32 _e54 = ferrometal_frexp(In[2u]);
    e = _e54.exp;
    Out[6u] = _e54.fract;
    Out[7u] = float(e);
    _frexp_result_vec2_f32 _e75 = ferrometal_frexp(float2(In[3u], In[2u]));
    e2 = _e75.exp;
    m2 = _e75.fract;
    float2 _e80 = float2(e2);
    float2 _e81 = m2;
    put4(8u, float4(_e81.x, _e81.y, _e80.x, _e80.y), Out);
    float _e94 = In[4u];
    s = sin(_e94);
    c = cos(_e94);
    Out[12u] = s;
    Out[13u] = c;
    float _e120 = In[5u];
    float _e121 = In[6u];
    put4(14u, float4(1.0f, max(_e120, 0.0f), ((_e120 < 0.0f) || (_e121 < 0.0f)) ? 0.0f : pow(_e121, In[7u]), 1.0f), Out);
    float _e139 = -In[5u];
    float _e148 = In[6u];
    put4(18u, float4(1.0f, max(_e139, 0.0f), ((_e139 < 0.0f) || (_e148 < 0.0f)) ? 0.0f : pow(_e148, In[7u]), 1.0f), Out);
    float _e170 = -In[6u];
    float _e175 = In[5u];
    put4(22u, float4(1.0f, max(_e175, 0.0f), ((_e175 < 0.0f) || (_e170 < 0.0f)) ? 0.0f : pow(_e170, In[7u]), 1.0f), Out);
    put4(26u, float4(int4(float4(1.0f, In[5u], In[4u], In[6u]).zyxw * float4(255.00195f))), Out);
    return;
}
