#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Params {
    float4x4 mvp;
    float scale;
    float bias_;
    uchar _pad3[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Params) == 80, "type_Params: size");
static_assert(__builtin_offsetof(type_Params, mvp) == 0, "type_Params::mvp: offset");
static_assert(__builtin_offsetof(type_Params, scale) == 64, "type_Params::scale: offset");
static_assert(__builtin_offsetof(type_Params, bias_) == 68, "type_Params::bias_: offset");
#endif

struct VSOut {
    float4 pos;
    float2 uv;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOut) == 32, "VSOut: size");
static_assert(__builtin_offsetof(VSOut, pos) == 0, "VSOut::pos: offset");
static_assert(__builtin_offsetof(VSOut, uv) == 16, "VSOut::uv: offset");
#endif

struct PSMainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PSMainOutput) == 16, "PSMainOutput: size");
static_assert(__builtin_offsetof(PSMainOutput, SV_Target) == 0, "PSMainOutput::SV_Target: offset");
#endif

float Blend(float a, float b, constant type_Params& Params) {
    #pragma clang fp reassociate(off)
    #pragma clang fp contract(off)
    return (a * Params.scale) + b;
}

float Ratio(float a, float b, constant type_Params& Params) {
    #pragma clang fp reassociate(off)
    #pragma clang fp contract(off)
    return (precise::divide(a, b)) + Params.bias_;
}

float Weight(float a, float b, constant type_Params& Params) {
    #pragma clang fp reassociate(off)
    #pragma clang fp contract(off)
    float a_1 = {};
    float b_1 = {};
    a_1 = a;
    b_1 = b;
    float _e4 = a_1;
    float _e5 = b_1;
    float _e9 = Ratio(a_1, b_1, Params);
    return (_e4 * _e5) - _e9;
}

struct PSMain_in {
    float2 i_TEXCOORD0 [[user(TEXCOORD0)]];
};

struct PSMain_out {
    float4 SV_Target [[color(0)]];
};

fragment PSMain_out PSMain(
    PSMain_in stage_in [[stage_in]],
    float4 i_SV_Position [[position]],
    constant type_Params& Params [[buffer(0)]]
) {
    #pragma clang fp reassociate(off)
    #pragma clang fp contract(off)
    float2 i_TEXCOORD0 = stage_in.i_TEXCOORD0;
    VSOut i = {};
    float r = {};
    i = VSOut {i_SV_Position, i_TEXCOORD0};
    r = (i.uv.x * i.uv.y) + (precise::divide(i.uv.x, i.uv.y));
    float _e24 = Blend(i.uv.x, r, Params);
    float _e29 = Weight(i.uv.y, r, Params);
    {
        PSMainOutput result = PSMainOutput {float4(r, _e24, _e29, 1.0f)};
        PSMain_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
