#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct VSOut {
    float4 pos;
    uint view;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOut) == 32, "VSOut: size");
static_assert(__builtin_offsetof(VSOut, pos) == 0, "VSOut::pos: offset");
static_assert(__builtin_offsetof(VSOut, view) == 16, "VSOut::view: offset");
#endif

struct PSMainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PSMainOutput) == 16, "PSMainOutput: size");
static_assert(__builtin_offsetof(PSMainOutput, SV_Target) == 0, "PSMainOutput::SV_Target: offset");
#endif

struct PSMain_in {
    uint i_VIEW [[user(VIEW0), flat]];
};

struct PSMain_out {
    float4 SV_Target [[color(0)]];
};

fragment PSMain_out PSMain(
    PSMain_in stage_in [[stage_in]],
    float4 i_SV_Position [[position]],
    uint view [[amplification_id]]
) {
    uint i_VIEW = stage_in.i_VIEW;
    VSOut i = {};
    uint view_1 = {};
    i = VSOut {i_SV_Position, i_VIEW};
    view_1 = view;
    {
        PSMainOutput result = PSMainOutput {float4((i.view == view_1) ? 1.0f : 0.0f, float(view_1), 0.0f, 1.0f)};
        PSMain_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
