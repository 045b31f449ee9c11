#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Fog {
    float fogStart;
    uchar _pad1[12];
    float4 fogColor;
    float3 sunDir;
};

struct PSIn {
    float fog;
    float4 tint;
    float4 pos;
};

struct PSMainOutput {
    float4 SV_Target;
};

struct PSMain_in {
    float i_FOG [[user(FOG0)]];
    float4 i_COLOR [[user(COLOR0)]];
};

struct PSMain_out {
    float4 SV_Target [[color(0)]];
};

fragment PSMain_out PSMain(
    PSMain_in stage_in [[stage_in]],
    float4 i_SV_Position [[position]],
    constant type_Fog& Fog [[buffer(0)]]
) {
    float i_FOG = stage_in.i_FOG;
    float4 i_COLOR = stage_in.i_COLOR;
    PSIn i = {};
    i = PSIn {i_FOG, i_COLOR, i_SV_Position};
    {
        PSMainOutput result = PSMainOutput {mix(i.tint, Fog.fogColor, float4(i.fog))};
        PSMain_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
