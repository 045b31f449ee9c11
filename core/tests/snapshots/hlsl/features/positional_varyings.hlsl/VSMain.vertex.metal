#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Camera {
    float4x4 viewProj;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Camera) == 64, "type_Camera: size");
static_assert(__builtin_offsetof(type_Camera, viewProj) == 0, "type_Camera::viewProj: offset");
#endif

struct Material {
    float2 uv;
    uchar _pad1[8];
    float4 tint;
    float2x2 weights;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Material) == 48, "Material: size");
static_assert(__builtin_offsetof(Material, uv) == 0, "Material::uv: offset");
static_assert(__builtin_offsetof(Material, tint) == 16, "Material::tint: offset");
static_assert(__builtin_offsetof(Material, weights) == 32, "Material::weights: offset");
#endif

struct VSMainOutput {
    float2 TEXCOORD0;
    uchar _pad1[8];
    float4 m_tint;
    float2 m_weights_0;
    uchar _pad3[8];
    float2 m_weights_1;
    uchar _pad4[8];
    float4 SV_Position;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSMainOutput) == 80, "VSMainOutput: size");
static_assert(__builtin_offsetof(VSMainOutput, TEXCOORD0) == 0, "VSMainOutput::TEXCOORD0: offset");
static_assert(__builtin_offsetof(VSMainOutput, m_tint) == 16, "VSMainOutput::m_tint: offset");
static_assert(__builtin_offsetof(VSMainOutput, m_weights_0) == 32, "VSMainOutput::m_weights_0: offset");
static_assert(__builtin_offsetof(VSMainOutput, m_weights_1) == 48, "VSMainOutput::m_weights_1: offset");
static_assert(__builtin_offsetof(VSMainOutput, SV_Position) == 64, "VSMainOutput::SV_Position: offset");
#endif

struct VSMain_in {
    float3 pos [[attribute(0)]];
    float4 color [[attribute(1)]];
};

struct VSMain_out {
    float2 TEXCOORD0 [[user(TEXCOORD0)]];
    float4 m_tint [[user(locn1)]];
    float2 m_weights_0 [[user(locn2)]];
    float2 m_weights_1 [[user(locn3)]];
    float4 SV_Position [[position]];
};

vertex VSMain_out VSMain(
    VSMain_in stage_in [[stage_in]],
    uint id [[vertex_id]],
    constant type_Camera& Camera [[buffer(0)]]
) {
    float3 pos = stage_in.pos;
    float4 color = stage_in.color;
    float3 pos_1 = {};
    float4 color_1 = {};
    uint id_1 = {};
    Material m = {};
    float4 clip = {};
    pos_1 = pos;
    color_1 = color;
    id_1 = id;
    m.uv = float2(float(id_1 & 1u), float(id_1 >> 1u));
    m.tint = color_1;
    float2 _e25 = color_1.xy;
    float2 _e29 = color_1.zw;
    m.weights = float2x2(float2(_e25.x, _e25.y), float2(_e29.x, _e29.y));
    float3 _e36 = pos_1;
    clip = transpose(Camera.viewProj) * float4(_e36.x, _e36.y, _e36.z, 1.0f);
    Material _e46 = m;
    {
        VSMainOutput result = VSMainOutput {_e46.uv, {}, _e46.tint, _e46.weights[0], {}, _e46.weights[1], {}, clip};
        VSMain_out out = {};
        out.TEXCOORD0 = result.TEXCOORD0;
        out.m_tint = result.m_tint;
        out.m_weights_0 = result.m_weights_0;
        out.m_weights_1 = result.m_weights_1;
        out.SV_Position = result.SV_Position;
        return out;
    }
}
