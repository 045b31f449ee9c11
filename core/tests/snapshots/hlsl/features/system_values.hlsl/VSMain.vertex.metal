#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct VSMainOutput {
    float4 SV_Position;
    uint SV_RenderTargetArrayIndex;
    uchar _pad2[12];
    uint SV_ViewportArrayIndex;
    uchar _pad3[12];
    uint SV_InstanceID;
    uchar _pad4[12];
    float2 TEXCOORD0;
    uchar _pad5[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSMainOutput) == 80, "VSMainOutput: size");
static_assert(__builtin_offsetof(VSMainOutput, SV_Position) == 0, "VSMainOutput::SV_Position: offset");
static_assert(__builtin_offsetof(VSMainOutput, SV_RenderTargetArrayIndex) == 16, "VSMainOutput::SV_RenderTargetArrayIndex: offset");
static_assert(__builtin_offsetof(VSMainOutput, SV_ViewportArrayIndex) == 32, "VSMainOutput::SV_ViewportArrayIndex: offset");
static_assert(__builtin_offsetof(VSMainOutput, SV_InstanceID) == 48, "VSMainOutput::SV_InstanceID: offset");
static_assert(__builtin_offsetof(VSMainOutput, TEXCOORD0) == 64, "VSMainOutput::TEXCOORD0: offset");
#endif

struct VSOut {
    float4 pos;
    uint layer;
    uint viewport;
    uint instance;
    uchar _pad4[4];
    float2 uv;
    uchar _pad5[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOut) == 48, "VSOut: size");
static_assert(__builtin_offsetof(VSOut, pos) == 0, "VSOut::pos: offset");
static_assert(__builtin_offsetof(VSOut, layer) == 16, "VSOut::layer: offset");
static_assert(__builtin_offsetof(VSOut, viewport) == 20, "VSOut::viewport: offset");
static_assert(__builtin_offsetof(VSOut, instance) == 24, "VSOut::instance: offset");
static_assert(__builtin_offsetof(VSOut, uv) == 32, "VSOut::uv: offset");
#endif

struct VSMain_in {
    float4 p [[attribute(0)]];
};

struct VSMain_out {
    float4 SV_Position [[position]];
    uint SV_RenderTargetArrayIndex [[render_target_array_index]];
    uint SV_ViewportArrayIndex [[viewport_array_index]];
    uint SV_InstanceID [[user(SV_INSTANCEID0)]];
    float2 TEXCOORD0 [[user(TEXCOORD0)]];
};

vertex VSMain_out VSMain(
    VSMain_in stage_in [[stage_in]],
    uint instance [[instance_id]],
    uint baseVertex [[base_vertex]],
    uint baseInstance [[base_instance]]
) {
    float4 p = stage_in.p;
    float4 p_1 = {};
    uint instance_1 = {};
    uint baseVertex_1 = {};
    uint baseInstance_1 = {};
    VSOut o = {};
    p_1 = p;
    instance_1 = instance;
    baseVertex_1 = baseVertex;
    baseInstance_1 = baseInstance;
    o.pos = p_1;
    o.layer = instance_1 - baseInstance_1;
    o.viewport = baseVertex_1 & 3u;
    o.instance = instance_1;
    o.uv = p_1.xy;
    VSOut _e25 = o;
    {
        VSMainOutput result = VSMainOutput {_e25.pos, _e25.layer, {}, _e25.viewport, {}, _e25.instance, {}, _e25.uv};
        VSMain_out out = {};
        out.SV_Position = result.SV_Position;
        out.SV_RenderTargetArrayIndex = result.SV_RenderTargetArrayIndex;
        out.SV_ViewportArrayIndex = result.SV_ViewportArrayIndex;
        out.SV_InstanceID = result.SV_InstanceID;
        out.TEXCOORD0 = result.TEXCOORD0;
        return out;
    }
}
