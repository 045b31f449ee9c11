#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct mainOutput {
    float4 SV_Position;
    uint SV_RenderTargetArrayIndex;
    uchar _pad2[12];
    uint SV_ViewportArrayIndex;
    uchar _pad3[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 48, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Position) == 0, "mainOutput::SV_Position: offset");
static_assert(__builtin_offsetof(mainOutput, SV_RenderTargetArrayIndex) == 16, "mainOutput::SV_RenderTargetArrayIndex: offset");
static_assert(__builtin_offsetof(mainOutput, SV_ViewportArrayIndex) == 32, "mainOutput::SV_ViewportArrayIndex: offset");
#endif

struct VSOut {
    float4 pos;
    uint layer;
    uint viewport;
    uchar _pad3[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOut) == 32, "VSOut: size");
static_assert(__builtin_offsetof(VSOut, pos) == 0, "VSOut::pos: offset");
static_assert(__builtin_offsetof(VSOut, layer) == 16, "VSOut::layer: offset");
static_assert(__builtin_offsetof(VSOut, viewport) == 20, "VSOut::viewport: offset");
#endif

struct main0_in {
    float4 p [[attribute(0)]];
    uint layer [[attribute(1)]];
    uint viewport [[attribute(2)]];
};

struct main0_out {
    float4 SV_Position [[position]];
    uint SV_RenderTargetArrayIndex [[render_target_array_index]];
    uint SV_ViewportArrayIndex [[viewport_array_index]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]]
) {
    float4 p = stage_in.p;
    uint layer = stage_in.layer;
    uint viewport = stage_in.viewport;
    float4 p_1 = {};
    uint layer_1 = {};
    uint viewport_1 = {};
    VSOut o = {};
    p_1 = p;
    layer_1 = layer;
    viewport_1 = viewport;
    o.pos = p_1;
    o.layer = layer_1 + 1u;
    o.viewport = viewport_1;
    VSOut _e16 = o;
    {
        mainOutput result = mainOutput {_e16.pos, _e16.layer, {}, _e16.viewport};
        main0_out out = {};
        out.SV_Position = result.SV_Position;
        out.SV_RenderTargetArrayIndex = result.SV_RenderTargetArrayIndex;
        out.SV_ViewportArrayIndex = result.SV_ViewportArrayIndex;
        return out;
    }
}
