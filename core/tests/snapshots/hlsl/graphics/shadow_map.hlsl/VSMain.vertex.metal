#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_ShadowConstants {
    float4x4 LightViewProj;
    float4x4 World;
    float DepthBias;
    float TexelSize;
    uchar _pad4[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_ShadowConstants) == 144, "type_ShadowConstants: size");
static_assert(__builtin_offsetof(type_ShadowConstants, LightViewProj) == 0, "type_ShadowConstants::LightViewProj: offset");
static_assert(__builtin_offsetof(type_ShadowConstants, World) == 64, "type_ShadowConstants::World: offset");
static_assert(__builtin_offsetof(type_ShadowConstants, DepthBias) == 128, "type_ShadowConstants::DepthBias: offset");
static_assert(__builtin_offsetof(type_ShadowConstants, TexelSize) == 132, "type_ShadowConstants::TexelSize: offset");
#endif

struct VSMainOutput {
    float4 SV_Position;
    float4 TEXCOORD0;
    float3 NORMAL;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSMainOutput) == 48, "VSMainOutput: size");
static_assert(__builtin_offsetof(VSMainOutput, SV_Position) == 0, "VSMainOutput::SV_Position: offset");
static_assert(__builtin_offsetof(VSMainOutput, TEXCOORD0) == 16, "VSMainOutput::TEXCOORD0: offset");
static_assert(__builtin_offsetof(VSMainOutput, NORMAL) == 32, "VSMainOutput::NORMAL: offset");
#endif

struct VSOut {
    float4 position;
    float4 lightPos;
    float3 normal;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOut) == 48, "VSOut: size");
static_assert(__builtin_offsetof(VSOut, position) == 0, "VSOut::position: offset");
static_assert(__builtin_offsetof(VSOut, lightPos) == 16, "VSOut::lightPos: offset");
static_assert(__builtin_offsetof(VSOut, normal) == 32, "VSOut::normal: offset");
#endif

struct VSMain_in {
    float3 position [[attribute(0)]];
    float3 normal [[attribute(1)]];
};

struct VSMain_out {
    float4 SV_Position [[position]];
    float4 TEXCOORD0 [[user(TEXCOORD0)]];
    float3 NORMAL [[user(NORMAL0)]];
};

vertex VSMain_out VSMain(
    VSMain_in stage_in [[stage_in]],
    constant type_ShadowConstants& ShadowConstants [[buffer(0)]]
) {
    float3 position = stage_in.position;
    float3 normal = stage_in.normal;
    float3 position_1 = {};
    float3 normal_1 = {};
    VSOut o = {};
    float4 world = {};
    position_1 = position;
    normal_1 = normal;
    float3 _e7 = position_1;
    world = ShadowConstants.World * float4(_e7.x, _e7.y, _e7.z, 1.0f);
    o.position = ShadowConstants.LightViewProj * world;
    o.lightPos = o.position;
    o.normal = normal_1;
    VSOut _e28 = o;
    {
        VSMainOutput result = VSMainOutput {_e28.position, _e28.lightPos, _e28.normal};
        VSMain_out out = {};
        out.SV_Position = result.SV_Position;
        out.TEXCOORD0 = result.TEXCOORD0;
        out.NORMAL = result.NORMAL;
        return out;
    }
}
