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

struct PSFastOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PSFastOutput) == 16, "PSFastOutput: size");
static_assert(__builtin_offsetof(PSFastOutput, SV_Target) == 0, "PSFastOutput::SV_Target: offset");
#endif

float Imprecise(float a, float b) {
    return (a * b) + (a / b);
}

struct PSFast_in {
    float2 uv [[user(TEXCOORD0)]];
};

struct PSFast_out {
    float4 SV_Target [[color(0)]];
};

fragment PSFast_out PSFast(
    PSFast_in stage_in [[stage_in]],
    constant type_Params& Params [[buffer(0)]]
) {
    float2 uv = stage_in.uv;
    float2 uv_1 = {};
    uv_1 = uv;
    float _e6 = Imprecise(uv_1.x, uv_1.y);
    {
        PSFastOutput result = PSFastOutput {float4(_e6 * Params.scale)};
        PSFast_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
