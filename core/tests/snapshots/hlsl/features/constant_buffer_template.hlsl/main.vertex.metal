#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct FrameData {
    float4x4 ViewProj;
    packed_float3 CameraPos;
    float Time;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(FrameData) == 80, "FrameData: size");
static_assert(__builtin_offsetof(FrameData, ViewProj) == 0, "FrameData::ViewProj: offset");
static_assert(__builtin_offsetof(FrameData, CameraPos) == 64, "FrameData::CameraPos: offset");
static_assert(__builtin_offsetof(FrameData, Time) == 76, "FrameData::Time: offset");
#endif

struct MaterialData {
    float4 BaseColor;
    float Roughness;
    float Metalness;
    float2 UvScale;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(MaterialData) == 32, "MaterialData: size");
static_assert(__builtin_offsetof(MaterialData, BaseColor) == 0, "MaterialData::BaseColor: offset");
static_assert(__builtin_offsetof(MaterialData, Roughness) == 16, "MaterialData::Roughness: offset");
static_assert(__builtin_offsetof(MaterialData, Metalness) == 20, "MaterialData::Metalness: offset");
static_assert(__builtin_offsetof(MaterialData, UvScale) == 24, "MaterialData::UvScale: offset");
#endif

struct mainOutput {
    float4 SV_Position;
    float4 COLOR0;
    float2 TEXCOORD0;
    uchar _pad3[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 48, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Position) == 0, "mainOutput::SV_Position: offset");
static_assert(__builtin_offsetof(mainOutput, COLOR0) == 16, "mainOutput::COLOR0: offset");
static_assert(__builtin_offsetof(mainOutput, TEXCOORD0) == 32, "mainOutput::TEXCOORD0: offset");
#endif

struct VSOut {
    float4 Pos;
    float4 Color;
    float2 Uv;
    uchar _pad3[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOut) == 48, "VSOut: size");
static_assert(__builtin_offsetof(VSOut, Pos) == 0, "VSOut::Pos: offset");
static_assert(__builtin_offsetof(VSOut, Color) == 16, "VSOut::Color: offset");
static_assert(__builtin_offsetof(VSOut, Uv) == 32, "VSOut::Uv: offset");
#endif

struct main0_in {
    float3 pos [[attribute(0)]];
    float2 uv [[attribute(1)]];
    uint materialId [[attribute(2)]];
};

struct main0_out {
    float4 SV_Position [[position]];
    float4 COLOR0 [[user(COLOR0)]];
    float2 TEXCOORD0 [[user(TEXCOORD0)]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]],
    constant FrameData& Frame [[buffer(0)]],
    constant MaterialData& Materials_0 [[buffer(1)]],
    constant MaterialData& Materials_1 [[buffer(2)]],
    constant MaterialData& Materials_2 [[buffer(3)]]
) {
    float3 pos = stage_in.pos;
    float2 uv = stage_in.uv;
    uint materialId = stage_in.materialId;
    float3 pos_1 = {};
    float2 uv_1 = {};
    uint materialId_1 = {};
    FrameData frame = {};
    MaterialData m = {};
    MaterialData _buffer = {};
    VSOut o = {};
    float fade = {};
    pos_1 = pos;
    uv_1 = uv;
    materialId_1 = materialId;
    frame = Frame;
    switch (materialId_1) {
    case 1u: {
        _buffer = Materials_1;
        break;
    }
    case 2u: {
        _buffer = Materials_2;
        break;
    }
    default: {
        _buffer = Materials_0;
        break;
    }
    }
    m = _buffer;
    float3 _e22 = pos_1;
    o.Pos = transpose(Frame.ViewProj) * float4(_e22.x, _e22.y, _e22.z, 1.0f);
    fade = saturate(distance(pos_1, float3(frame.CameraPos)) * 0.01f);
    o.Color = mix(m.BaseColor, Materials_0.BaseColor, float4(fade)) * float4(0.5f + (0.5f * sin(Frame.Time)));
    o.Uv = uv_1 * m.UvScale;
    VSOut _e65 = o;
    {
        mainOutput result = mainOutput {_e65.Pos, _e65.Color, _e65.Uv};
        main0_out out = {};
        out.SV_Position = result.SV_Position;
        out.COLOR0 = result.COLOR0;
        out.TEXCOORD0 = result.TEXCOORD0;
        return out;
    }
}
