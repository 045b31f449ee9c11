#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_SkyConstants {
    float4x4 ViewRotationProj;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_SkyConstants) == 64, "type_SkyConstants: size");
static_assert(__builtin_offsetof(type_SkyConstants, ViewRotationProj) == 0, "type_SkyConstants::ViewRotationProj: offset");
#endif

struct VSOutput {
    float4 SV_POSITION;
    float3 TEXCOORD0;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOutput) == 32, "VSOutput: size");
static_assert(__builtin_offsetof(VSOutput, SV_POSITION) == 0, "VSOutput::SV_POSITION: offset");
static_assert(__builtin_offsetof(VSOutput, TEXCOORD0) == 16, "VSOutput::TEXCOORD0: offset");
#endif

struct V2P {
    float4 pos;
    float3 dir;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(V2P) == 32, "V2P: size");
static_assert(__builtin_offsetof(V2P, pos) == 0, "V2P::pos: offset");
static_assert(__builtin_offsetof(V2P, dir) == 16, "V2P::dir: offset");
#endif

struct VS_in {
    float3 position [[attribute(0)]];
};

struct VS_out {
    float4 SV_POSITION [[position]];
    float3 TEXCOORD0 [[user(TEXCOORD0)]];
};

vertex VS_out VS(
    VS_in stage_in [[stage_in]],
    constant type_SkyConstants& SkyConstants [[buffer(0)]]
) {
    float3 position = stage_in.position;
    float3 position_1 = {};
    V2P o = {};
    position_1 = position;
    float3 _e5 = position_1;
    o.pos = (transpose(SkyConstants.ViewRotationProj) * float4(_e5.x, _e5.y, _e5.z, 1.0f)).xyww;
    o.dir = position_1;
    V2P _e18 = o;
    {
        VSOutput result = VSOutput {_e18.pos, _e18.dir};
        VS_out out = {};
        out.SV_POSITION = result.SV_POSITION;
        out.TEXCOORD0 = result.TEXCOORD0;
        return out;
    }
}
