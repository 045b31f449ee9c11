#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct mainOutput {
    float4 SV_Position;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Position) == 0, "mainOutput::SV_Position: offset");
#endif

struct VSOutput {
    float3 normal;
    float2 uv;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOutput) == 32, "VSOutput: size");
static_assert(__builtin_offsetof(VSOutput, normal) == 0, "VSOutput::normal: offset");
static_assert(__builtin_offsetof(VSOutput, uv) == 16, "VSOutput::uv: offset");
#endif

struct main0_in {
    float3 pos [[attribute(0)]];
    float3 normal [[attribute(1)]];
    float2 uv [[attribute(2)]];
};

vertex void main0(
    main0_in stage_in [[stage_in]]
) {
    float3 pos = stage_in.pos;
    float3 normal = stage_in.normal;
    float2 uv = stage_in.uv;
    float3 pos_1 = {};
    float3 normal_1 = {};
    float2 uv_1 = {};
    VSOutput o = {};
    pos_1 = pos;
    normal_1 = normal;
    uv_1 = uv;
    o.normal = normal_1;
    o.uv = uv_1;
    return;
}
