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

struct VSIn {
    float3 pos;
    float3 normal;
    float2 uv;
    uchar _pad3[8];
    float4 tint;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSIn) == 64, "VSIn: size");
static_assert(__builtin_offsetof(VSIn, pos) == 0, "VSIn::pos: offset");
static_assert(__builtin_offsetof(VSIn, normal) == 16, "VSIn::normal: offset");
static_assert(__builtin_offsetof(VSIn, uv) == 32, "VSIn::uv: offset");
static_assert(__builtin_offsetof(VSIn, tint) == 48, "VSIn::tint: offset");
#endif

struct VSMainOutput {
    float4 SV_Position;
    float3 NORMAL;
    float4 COLOR0;
    float2 TEXCOORD0;
    uchar _pad4[8];
    float2 TEXCOORD1;
    uchar _pad5[8];
    float FOG;
    uchar _pad6[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSMainOutput) == 96, "VSMainOutput: size");
static_assert(__builtin_offsetof(VSMainOutput, SV_Position) == 0, "VSMainOutput::SV_Position: offset");
static_assert(__builtin_offsetof(VSMainOutput, NORMAL) == 16, "VSMainOutput::NORMAL: offset");
static_assert(__builtin_offsetof(VSMainOutput, COLOR0) == 32, "VSMainOutput::COLOR0: offset");
static_assert(__builtin_offsetof(VSMainOutput, TEXCOORD0) == 48, "VSMainOutput::TEXCOORD0: offset");
static_assert(__builtin_offsetof(VSMainOutput, TEXCOORD1) == 64, "VSMainOutput::TEXCOORD1: offset");
static_assert(__builtin_offsetof(VSMainOutput, FOG) == 80, "VSMainOutput::FOG: offset");
#endif

struct Shading {
    float3 normal;
    float4 tint;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Shading) == 32, "Shading: size");
static_assert(__builtin_offsetof(Shading, normal) == 0, "Shading::normal: offset");
static_assert(__builtin_offsetof(Shading, tint) == 16, "Shading::tint: offset");
#endif

struct VSOut {
    float4 pos;
    Shading shading;
    float2 uv;
    float2 detailUv;
    float fog;
    uchar _pad5[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOut) == 80, "VSOut: size");
static_assert(__builtin_offsetof(VSOut, pos) == 0, "VSOut::pos: offset");
static_assert(__builtin_offsetof(VSOut, shading) == 16, "VSOut::shading: offset");
static_assert(__builtin_offsetof(VSOut, uv) == 48, "VSOut::uv: offset");
static_assert(__builtin_offsetof(VSOut, detailUv) == 56, "VSOut::detailUv: offset");
static_assert(__builtin_offsetof(VSOut, fog) == 64, "VSOut::fog: offset");
#endif

struct VSMain_in {
    float3 i_POSITION [[attribute(0)]];
    float3 i_NORMAL [[attribute(1)]];
    float2 i_TEXCOORD0 [[attribute(2)]];
    float4 i_COLOR [[attribute(3)]];
};

struct VSMain_out {
    float4 SV_Position [[position]];
    float3 NORMAL [[user(NORMAL0)]];
    float4 COLOR0 [[user(COLOR0)]];
    float2 TEXCOORD0 [[user(TEXCOORD0)]];
    float2 TEXCOORD1 [[user(TEXCOORD1)]];
    float FOG [[user(FOG0)]];
};

vertex VSMain_out VSMain(
    VSMain_in stage_in [[stage_in]],
    constant type_Frame& Frame [[buffer(0)]]
) {
    float3 i_POSITION = stage_in.i_POSITION;
    float3 i_NORMAL = stage_in.i_NORMAL;
    float2 i_TEXCOORD0 = stage_in.i_TEXCOORD0;
    float4 i_COLOR = stage_in.i_COLOR;
    VSIn i = {};
    VSOut o = {};
    i = VSIn {i_POSITION, i_NORMAL, i_TEXCOORD0, {}, i_COLOR};
    float3 _e10 = i.pos;
    o.pos = transpose(Frame.ViewProj) * float4(_e10.x, _e10.y, _e10.z, 1.0f);
    o.shading.normal = i.normal;
    o.shading.tint = i.tint;
    o.uv = i.uv;
    o.detailUv = i.uv * float2(8.0f);
    o.fog = saturate(o.pos.z / 100.0f);
    VSOut _e45 = o;
    {
        VSMainOutput result = VSMainOutput {_e45.pos, _e45.shading.normal, _e45.shading.tint, _e45.uv, {}, _e45.detailUv, {}, _e45.fog};
        VSMain_out out = {};
        out.SV_Position = result.SV_Position;
        out.NORMAL = result.NORMAL;
        out.COLOR0 = result.COLOR0;
        out.TEXCOORD0 = result.TEXCOORD0;
        out.TEXCOORD1 = result.TEXCOORD1;
        out.FOG = result.FOG;
        return out;
    }
}
