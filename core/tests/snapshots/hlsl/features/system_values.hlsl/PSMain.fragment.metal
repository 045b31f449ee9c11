#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

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

struct PSMainOutput {
    float4 SV_Target;
    uint SV_StencilRef;
    uchar _pad2[12];
    float SV_DepthLessEqual;
    uchar _pad3[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PSMainOutput) == 48, "PSMainOutput: size");
static_assert(__builtin_offsetof(PSMainOutput, SV_Target) == 0, "PSMainOutput::SV_Target: offset");
static_assert(__builtin_offsetof(PSMainOutput, SV_StencilRef) == 16, "PSMainOutput::SV_StencilRef: offset");
static_assert(__builtin_offsetof(PSMainOutput, SV_DepthLessEqual) == 32, "PSMainOutput::SV_DepthLessEqual: offset");
#endif

struct PSOut {
    float4 color;
    uint stencil;
    float depth;
    uchar _pad3[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PSOut) == 32, "PSOut: size");
static_assert(__builtin_offsetof(PSOut, color) == 0, "PSOut::color: offset");
static_assert(__builtin_offsetof(PSOut, stencil) == 16, "PSOut::stencil: offset");
static_assert(__builtin_offsetof(PSOut, depth) == 20, "PSOut::depth: offset");
#endif

struct PSMain_in {
    uint i_SV_InstanceID [[user(SV_INSTANCEID0), flat]];
    float2 i_TEXCOORD0 [[user(TEXCOORD0)]];
};

struct PSMain_out {
    float4 SV_Target [[color(0)]];
    uint SV_StencilRef [[stencil]];
    float SV_DepthLessEqual [[depth(less)]];
};

fragment PSMain_out PSMain(
    PSMain_in stage_in [[stage_in]],
    float4 i_SV_Position [[position]],
    uint prim [[primitive_id]],
    float3 bary [[barycentric_coord]],
    uint i_SV_RenderTargetArrayIndex [[render_target_array_index]],
    uint i_SV_ViewportArrayIndex [[viewport_array_index]]
) {
    uint i_SV_InstanceID = stage_in.i_SV_InstanceID;
    float2 i_TEXCOORD0 = stage_in.i_TEXCOORD0;
    VSOut i = {};
    uint prim_1 = {};
    float3 bary_1 = {};
    PSOut o = {};
    i = VSOut {i_SV_Position, i_SV_RenderTargetArrayIndex, i_SV_ViewportArrayIndex, i_SV_InstanceID, {}, i_TEXCOORD0};
    prim_1 = prim;
    bary_1 = bary;
    float3 _e18 = bary_1 * float3(i.uv.x);
    o.color = float4(_e18.x, _e18.y, _e18.z, float((prim_1 + i.layer) + i.viewport));
    o.stencil = i.instance & 255u;
    o.depth = i.pos.z * 0.5f;
    PSOut _e43 = o;
    {
        PSMainOutput result = PSMainOutput {_e43.color, _e43.stencil, {}, _e43.depth};
        PSMain_out out = {};
        out.SV_Target = result.SV_Target;
        out.SV_StencilRef = result.SV_StencilRef;
        out.SV_DepthLessEqual = result.SV_DepthLessEqual;
        return out;
    }
}
