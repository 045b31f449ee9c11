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

struct VSMainOutput {
    float4 SV_Position;
    float2 TEXCOORD0;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSMainOutput) == 32, "VSMainOutput: size");
static_assert(__builtin_offsetof(VSMainOutput, SV_Position) == 0, "VSMainOutput::SV_Position: offset");
static_assert(__builtin_offsetof(VSMainOutput, TEXCOORD0) == 16, "VSMainOutput::TEXCOORD0: offset");
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

struct VSMain_in {
    float3 p [[attribute(0)]];
    float2 uv [[attribute(1)]];
};

struct VSMain_out {
    float4 SV_Position [[position]];
    float2 TEXCOORD0 [[user(TEXCOORD0)]];
};

vertex VSMain_out VSMain(
    VSMain_in stage_in [[stage_in]],
    constant type_Params& Params [[buffer(0)]]
) {
    #pragma clang fp reassociate(off)
    #pragma clang fp contract(off)
    float3 p = stage_in.p;
    float2 uv = stage_in.uv;
    float3 p_1 = {};
    float2 uv_1 = {};
    VSOut o = {};
    p_1 = p;
    uv_1 = uv;
    float3 _e7 = p_1;
    o.pos = transpose(Params.mvp) * float4(_e7.x, _e7.y, _e7.z, 1.0f);
    o.uv = (uv_1 * float2(Params.scale)) + float2(Params.bias_);
    VSOut _e30 = o;
    {
        VSMainOutput result = VSMainOutput {_e30.pos, _e30.uv};
        VSMain_out out = {};
        out.SV_Position = result.SV_Position;
        out.TEXCOORD0 = result.TEXCOORD0;
        return out;
    }
}
