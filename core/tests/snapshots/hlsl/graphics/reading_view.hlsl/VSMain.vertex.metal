#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Fog {
    float fogStart;
    uchar _pad1[12];
    float4 fogColor;
    float3 sunDir;
};

struct VSIn {
    float3 pos;
    float3 normal;
};

struct VSMainOutput {
    float FOG;
    float4 COLOR;
    float4 SV_Position;
};

struct PSIn {
    float fog;
    float4 tint;
    float4 pos;
};

struct VSMain_in {
    float3 i_POSITION [[attribute(0)]];
    float3 i_NORMAL [[attribute(1)]];
};

struct VSMain_out {
    float FOG [[user(FOG0)]];
    float4 COLOR [[user(COLOR0)]];
    float4 SV_Position [[position]];
};

vertex VSMain_out VSMain(
    VSMain_in stage_in [[stage_in]],
    constant type_Fog& Fog [[buffer(0)]]
) {
    float3 i_POSITION = stage_in.i_POSITION;
    float3 i_NORMAL = stage_in.i_NORMAL;
    VSIn i = {};
    PSIn o = {};
    i = VSIn {i_POSITION, i_NORMAL};
    float3 _e8 = i.pos;
    o.pos = float4(_e8.x, _e8.y, _e8.z, 1.0f);
    o.fog = saturate((i.pos.z - Fog.fogStart) / 100.0f);
    float3 _e34 = (i.normal * float3(0.5f)) + float3(0.5f);
    o.tint = float4(_e34.x, _e34.y, _e34.z, 1.0f) * float4(saturate(dot(i.normal, Fog.sunDir)));
    PSIn _e49 = o;
    {
        VSMainOutput result = VSMainOutput {_e49.fog, _e49.tint, _e49.pos};
        VSMain_out out = {};
        out.FOG = result.FOG;
        out.COLOR = result.COLOR;
        out.SV_Position = result.SV_Position;
        return out;
    }
}
