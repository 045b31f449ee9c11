#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Frame {
    float4x4 ViewProj;
    float3 FogColor;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Frame) == 80, "type_Frame: size");
static_assert(__builtin_offsetof(type_Frame, ViewProj) == 0, "type_Frame::ViewProj: offset");
static_assert(__builtin_offsetof(type_Frame, FogColor) == 64, "type_Frame::FogColor: offset");
#endif

struct PSIn {
    float fog;
    uchar _pad1[12];
    float4 tint;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PSIn) == 32, "PSIn: size");
static_assert(__builtin_offsetof(PSIn, fog) == 0, "PSIn::fog: offset");
static_assert(__builtin_offsetof(PSIn, tint) == 16, "PSIn::tint: offset");
#endif

struct PSFogOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PSFogOutput) == 16, "PSFogOutput: size");
static_assert(__builtin_offsetof(PSFogOutput, SV_Target) == 0, "PSFogOutput::SV_Target: offset");
#endif

struct PSFog_in {
    float i_FOG [[user(FOG0)]];
    float4 i_COLOR [[user(COLOR0)]];
};

struct PSFog_out {
    float4 SV_Target [[color(0)]];
};

fragment PSFog_out PSFog(
    PSFog_in stage_in [[stage_in]],
    constant type_Frame& Frame [[buffer(0)]]
) {
    float i_FOG = stage_in.i_FOG;
    float4 i_COLOR = stage_in.i_COLOR;
    PSIn i = {};
    i = PSIn {i_FOG, {}, i_COLOR};
    float3 _e13 = mix(i.tint.xyz, Frame.FogColor, float3(i.fog));
    {
        PSFogOutput result = PSFogOutput {float4(_e13.x, _e13.y, _e13.z, i.tint.w)};
        PSFog_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
