#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct PSMainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PSMainOutput) == 16, "PSMainOutput: size");
static_assert(__builtin_offsetof(PSMainOutput, SV_Target) == 0, "PSMainOutput::SV_Target: offset");
#endif

struct PSMain_in {
    float2 detail [[user(TEXCOORD1)]];
    float2 uv [[user(TEXCOORD0)]];
};

struct PSMain_out {
    float4 SV_Target [[color(0)]];
};

fragment PSMain_out PSMain(
    PSMain_in stage_in [[stage_in]],
    float4 pos [[position]]
) {
    float2 detail = stage_in.detail;
    float2 uv = stage_in.uv;
    float2 detail_1 = {};
    float4 pos_1 = {};
    float2 uv_1 = {};
    detail_1 = detail;
    pos_1 = pos;
    uv_1 = uv;
    float2 _e7 = fract(detail_1);
    float2 _e8 = uv_1;
    {
        PSMainOutput result = PSMainOutput {float4(_e8.x, _e8.y, _e7.x, _e7.y)};
        PSMain_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
