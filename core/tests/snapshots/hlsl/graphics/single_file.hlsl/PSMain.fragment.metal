#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Frame {
    float4x4 viewProj;
    float exposure;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Frame) == 80, "type_Frame: size");
static_assert(__builtin_offsetof(type_Frame, viewProj) == 0, "type_Frame::viewProj: offset");
static_assert(__builtin_offsetof(type_Frame, exposure) == 64, "type_Frame::exposure: offset");
#endif

struct VSOut {
    float4 pos;
    float3 color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOut) == 32, "VSOut: size");
static_assert(__builtin_offsetof(VSOut, pos) == 0, "VSOut::pos: offset");
static_assert(__builtin_offsetof(VSOut, color) == 16, "VSOut::color: offset");
#endif

struct PSMainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PSMainOutput) == 16, "PSMainOutput: size");
static_assert(__builtin_offsetof(PSMainOutput, SV_Target) == 0, "PSMainOutput::SV_Target: offset");
#endif

float3 tonemap(float3 c, constant type_Frame& Frame) {
    float3 c_1 = {};
    c_1 = c;
    c_1 = c_1 * float3(Frame.exposure);
    return c_1 / (float3(1.0f) + c_1);
}

struct PSMain_in {
    float3 i_COLOR [[user(COLOR0)]];
};

struct PSMain_out {
    float4 SV_Target [[color(0)]];
};

fragment PSMain_out PSMain(
    PSMain_in stage_in [[stage_in]],
    float4 i_SV_Position [[position]],
    constant type_Frame& Frame [[buffer(0)]]
) {
    float3 i_COLOR = stage_in.i_COLOR;
    VSOut i = {};
    i = VSOut {i_SV_Position, i_COLOR};
    float3 _e6 = tonemap(i.color, Frame);
    {
        PSMainOutput result = PSMainOutput {float4(_e6.x, _e6.y, _e6.z, 1.0f)};
        PSMain_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
