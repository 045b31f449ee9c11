#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct VSOut {
    float4 pos;
    float4 color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOut) == 32, "VSOut: size");
static_assert(__builtin_offsetof(VSOut, pos) == 0, "VSOut::pos: offset");
static_assert(__builtin_offsetof(VSOut, color) == 16, "VSOut::color: offset");
#endif

struct MainPSOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(MainPSOutput) == 16, "MainPSOutput: size");
static_assert(__builtin_offsetof(MainPSOutput, SV_Target) == 0, "MainPSOutput::SV_Target: offset");
#endif

struct MainPS_in {
    float4 input_COLOR0 [[user(COLOR0)]];
};

struct MainPS_out {
    float4 SV_Target [[color(0)]];
};

fragment MainPS_out MainPS(
    MainPS_in stage_in [[stage_in]],
    float4 input_SV_Position [[position]]
) {
    float4 input_COLOR0 = stage_in.input_COLOR0;
    VSOut input = {};
    input = VSOut {input_SV_Position, input_COLOR0};
    {
        MainPSOutput result = MainPSOutput {input.color};
        MainPS_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
