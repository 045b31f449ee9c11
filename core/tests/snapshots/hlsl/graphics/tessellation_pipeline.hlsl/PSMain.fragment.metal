#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct DSOut {
    float4 pos;
    float3 normal;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(DSOut) == 32, "DSOut: size");
static_assert(__builtin_offsetof(DSOut, pos) == 0, "DSOut::pos: offset");
static_assert(__builtin_offsetof(DSOut, normal) == 16, "DSOut::normal: offset");
#endif

struct PSMainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PSMainOutput) == 16, "PSMainOutput: size");
static_assert(__builtin_offsetof(PSMainOutput, SV_Target) == 0, "PSMainOutput::SV_Target: offset");
#endif

struct PSMain_in {
    float3 i_NORMAL [[user(NORMAL0)]];
};

struct PSMain_out {
    float4 SV_Target [[color(0)]];
};

fragment PSMain_out PSMain(
    PSMain_in stage_in [[stage_in]],
    float4 i_SV_Position [[position]]
) {
    float3 i_NORMAL = stage_in.i_NORMAL;
    DSOut i = {};
    i = DSOut {i_SV_Position, i_NORMAL};
    float3 _e13 = (i.normal * float3(0.5f)) + float3(0.5f);
    {
        PSMainOutput result = PSMainOutput {float4(_e13.x, _e13.y, _e13.z, 1.0f)};
        PSMain_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
