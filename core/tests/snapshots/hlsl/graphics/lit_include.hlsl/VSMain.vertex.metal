#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Light {
    packed_float3 direction;
    float intensity;
    packed_float3 color;
    float ambient;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Light) == 32, "Light: size");
static_assert(__builtin_offsetof(Light, direction) == 0, "Light::direction: offset");
static_assert(__builtin_offsetof(Light, intensity) == 12, "Light::intensity: offset");
static_assert(__builtin_offsetof(Light, color) == 16, "Light::color: offset");
static_assert(__builtin_offsetof(Light, ambient) == 28, "Light::ambient: offset");
#endif

struct type_Frame {
    float4x4 ViewProj;
    Light Sun;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Frame) == 96, "type_Frame: size");
static_assert(__builtin_offsetof(type_Frame, ViewProj) == 0, "type_Frame::ViewProj: offset");
static_assert(__builtin_offsetof(type_Frame, Sun) == 64, "type_Frame::Sun: offset");
#endif

struct VSMainOutput {
    float4 SV_Position;
    float3 NORMAL;
    float2 TEXCOORD0;
    uchar _pad3[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSMainOutput) == 48, "VSMainOutput: size");
static_assert(__builtin_offsetof(VSMainOutput, SV_Position) == 0, "VSMainOutput::SV_Position: offset");
static_assert(__builtin_offsetof(VSMainOutput, NORMAL) == 16, "VSMainOutput::NORMAL: offset");
static_assert(__builtin_offsetof(VSMainOutput, TEXCOORD0) == 32, "VSMainOutput::TEXCOORD0: offset");
#endif

struct VSOut {
    float4 pos;
    float3 normal;
    float2 uv;
    uchar _pad3[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOut) == 48, "VSOut: size");
static_assert(__builtin_offsetof(VSOut, pos) == 0, "VSOut::pos: offset");
static_assert(__builtin_offsetof(VSOut, normal) == 16, "VSOut::normal: offset");
static_assert(__builtin_offsetof(VSOut, uv) == 32, "VSOut::uv: offset");
#endif

struct VSMain_in {
    float3 pos [[attribute(0)]];
    float3 normal [[attribute(1)]];
    float2 uv [[attribute(2)]];
};

struct VSMain_out {
    float4 SV_Position [[position]];
    float3 NORMAL [[user(NORMAL0)]];
    float2 TEXCOORD0 [[user(TEXCOORD0)]];
};

vertex VSMain_out VSMain(
    VSMain_in stage_in [[stage_in]],
    constant type_Frame& Frame [[buffer(0)]]
) {
    float3 pos = stage_in.pos;
    float3 normal = stage_in.normal;
    float2 uv = stage_in.uv;
    float3 pos_1 = {};
    float3 normal_1 = {};
    float2 uv_1 = {};
    VSOut o = {};
    pos_1 = pos;
    normal_1 = normal;
    uv_1 = uv;
    float3 _e11 = pos_1;
    o.pos = float4(_e11.x, _e11.y, _e11.z, 1.0f) * transpose(Frame.ViewProj);
    o.normal = normal_1;
    o.uv = uv_1;
    VSOut _e23 = o;
    {
        VSMainOutput result = VSMainOutput {_e23.pos, _e23.normal, _e23.uv};
        VSMain_out out = {};
        out.SV_Position = result.SV_Position;
        out.NORMAL = result.NORMAL;
        out.TEXCOORD0 = result.TEXCOORD0;
        return out;
    }
}
