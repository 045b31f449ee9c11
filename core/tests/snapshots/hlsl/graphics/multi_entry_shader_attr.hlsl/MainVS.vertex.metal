#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Globals {
    float4x4 MVP;
    float4 Tint;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 80, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, MVP) == 0, "type_Globals::MVP: offset");
static_assert(__builtin_offsetof(type_Globals, Tint) == 64, "type_Globals::Tint: offset");
#endif

struct MainVSOutput {
    float4 SV_Position;
    float4 COLOR0;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(MainVSOutput) == 32, "MainVSOutput: size");
static_assert(__builtin_offsetof(MainVSOutput, SV_Position) == 0, "MainVSOutput::SV_Position: offset");
static_assert(__builtin_offsetof(MainVSOutput, COLOR0) == 16, "MainVSOutput::COLOR0: offset");
#endif

struct VSOut {
    float4 pos;
    float4 color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOut) == 32, "VSOut: size");
static_assert(__builtin_offsetof(VSOut, pos) == 0, "VSOut::pos: offset");
static_assert(__builtin_offsetof(VSOut, color) == 16, "VSOut::color: offset");
#endif

struct MainVS_in {
    float3 pos [[attribute(0)]];
    float4 color [[attribute(1)]];
};

struct MainVS_out {
    float4 SV_Position [[position]];
    float4 COLOR0 [[user(COLOR0)]];
};

vertex MainVS_out MainVS(
    MainVS_in stage_in [[stage_in]],
    constant type_Globals& Globals [[buffer(0)]]
) {
    float3 pos = stage_in.pos;
    float4 color = stage_in.color;
    float3 pos_1 = {};
    float4 color_1 = {};
    VSOut o = {};
    pos_1 = pos;
    color_1 = color;
    float3 _e9 = pos_1;
    o.pos = float4(_e9.x, _e9.y, _e9.z, 1.0f) * transpose(Globals.MVP);
    o.color = color_1 * Globals.Tint;
    VSOut _e24 = o;
    {
        MainVSOutput result = MainVSOutput {_e24.pos, _e24.color};
        MainVS_out out = {};
        out.SV_Position = result.SV_Position;
        out.COLOR0 = result.COLOR0;
        return out;
    }
}
