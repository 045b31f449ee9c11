#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct VSOut {
    float4 Pos;
    float3 World;
    float4 Clip0123;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOut) == 48, "VSOut: size");
static_assert(__builtin_offsetof(VSOut, Pos) == 0, "VSOut::Pos: offset");
static_assert(__builtin_offsetof(VSOut, World) == 16, "VSOut::World: offset");
static_assert(__builtin_offsetof(VSOut, Clip0123) == 32, "VSOut::Clip0123: offset");
#endif

struct PSMainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PSMainOutput) == 16, "PSMainOutput: size");
static_assert(__builtin_offsetof(PSMainOutput, SV_Target) == 0, "PSMainOutput::SV_Target: offset");
#endif

struct PSMain_in {
    float3 i_TEXCOORD0 [[user(TEXCOORD0)]];
};

struct PSMain_out {
    float4 SV_Target [[color(0)]];
};

fragment PSMain_out PSMain(
    PSMain_in stage_in [[stage_in]],
    float4 i_SV_Position [[position]]
) {
    float3 i_TEXCOORD0 = stage_in.i_TEXCOORD0;
    VSOut i = {};
    i = VSOut {i_SV_Position, i_TEXCOORD0, float4 {}};
    float3 _e7 = fract(i.World);
    {
        PSMainOutput result = PSMainOutput {float4(_e7.x, _e7.y, _e7.z, 1.0f)};
        PSMain_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
