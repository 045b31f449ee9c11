#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Views {
    array<float4x4, 2> viewProj;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Views) == 128, "type_Views: size");
static_assert(__builtin_offsetof(type_Views, viewProj) == 0, "type_Views::viewProj: offset");
#endif

struct VSMainOutput {
    float4 SV_Position;
    uint VIEW;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSMainOutput) == 32, "VSMainOutput: size");
static_assert(__builtin_offsetof(VSMainOutput, SV_Position) == 0, "VSMainOutput::SV_Position: offset");
static_assert(__builtin_offsetof(VSMainOutput, VIEW) == 16, "VSMainOutput::VIEW: offset");
#endif

struct VSOut {
    float4 pos;
    uint view;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOut) == 32, "VSOut: size");
static_assert(__builtin_offsetof(VSOut, pos) == 0, "VSOut::pos: offset");
static_assert(__builtin_offsetof(VSOut, view) == 16, "VSOut::view: offset");
#endif

struct VSMain_in {
    float3 p [[attribute(0)]];
};

struct VSMain_out {
    float4 SV_Position [[position]];
    uint VIEW [[user(VIEW0)]];
};

vertex VSMain_out VSMain(
    VSMain_in stage_in [[stage_in]],
    uint view [[amplification_id]],
    constant type_Views& Views [[buffer(0)]]
) {
    float3 p = stage_in.p;
    float3 p_1 = {};
    uint view_1 = {};
    VSOut o = {};
    p_1 = p;
    view_1 = view;
    float3 _e11 = p_1;
    o.pos = float4(_e11.x, _e11.y, _e11.z, 1.0f) * transpose(Views.viewProj[view_1]);
    o.view = view_1;
    VSOut _e22 = o;
    {
        VSMainOutput result = VSMainOutput {_e22.pos, _e22.view};
        VSMain_out out = {};
        out.SV_Position = result.SV_Position;
        out.VIEW = result.VIEW;
        return out;
    }
}
