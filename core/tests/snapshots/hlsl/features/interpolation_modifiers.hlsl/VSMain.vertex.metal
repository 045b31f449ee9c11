#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct VSMainOutput {
    float4 SV_Position;
    uint TEXCOORD0;
    uchar _pad2[12];
    float2 TEXCOORD1;
    uchar _pad3[8];
    float3 TEXCOORD2;
    float4 COLOR0;
    float TEXCOORD3;
    uchar _pad6[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSMainOutput) == 96, "VSMainOutput: size");
static_assert(__builtin_offsetof(VSMainOutput, SV_Position) == 0, "VSMainOutput::SV_Position: offset");
static_assert(__builtin_offsetof(VSMainOutput, TEXCOORD0) == 16, "VSMainOutput::TEXCOORD0: offset");
static_assert(__builtin_offsetof(VSMainOutput, TEXCOORD1) == 32, "VSMainOutput::TEXCOORD1: offset");
static_assert(__builtin_offsetof(VSMainOutput, TEXCOORD2) == 48, "VSMainOutput::TEXCOORD2: offset");
static_assert(__builtin_offsetof(VSMainOutput, COLOR0) == 64, "VSMainOutput::COLOR0: offset");
static_assert(__builtin_offsetof(VSMainOutput, TEXCOORD3) == 80, "VSMainOutput::TEXCOORD3: offset");
#endif

struct V2F {
    float4 pos;
    uint id;
    uchar _pad2[4];
    float2 screen;
    float3 normal;
    float4 color;
    float fade;
    uchar _pad6[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(V2F) == 80, "V2F: size");
static_assert(__builtin_offsetof(V2F, pos) == 0, "V2F::pos: offset");
static_assert(__builtin_offsetof(V2F, id) == 16, "V2F::id: offset");
static_assert(__builtin_offsetof(V2F, screen) == 24, "V2F::screen: offset");
static_assert(__builtin_offsetof(V2F, normal) == 32, "V2F::normal: offset");
static_assert(__builtin_offsetof(V2F, color) == 48, "V2F::color: offset");
static_assert(__builtin_offsetof(V2F, fade) == 64, "V2F::fade: offset");
#endif

struct VSMain_in {
    float3 p [[attribute(0)]];
    float4 c [[attribute(1)]];
};

struct VSMain_out {
    float4 SV_Position [[position]];
    uint TEXCOORD0 [[user(TEXCOORD0)]];
    float2 TEXCOORD1 [[user(TEXCOORD1)]];
    float3 TEXCOORD2 [[user(TEXCOORD2)]];
    float4 COLOR0 [[user(COLOR0)]];
    float TEXCOORD3 [[user(TEXCOORD3)]];
};

vertex VSMain_out VSMain(
    VSMain_in stage_in [[stage_in]],
    uint vid [[vertex_id]]
) {
    float3 p = stage_in.p;
    float4 c = stage_in.c;
    float3 p_1 = {};
    float4 c_1 = {};
    uint vid_1 = {};
    V2F o = {};
    p_1 = p;
    c_1 = c;
    vid_1 = vid;
    float3 _e9 = p_1;
    o.pos = float4(_e9.x, _e9.y, _e9.z, 1.0f);
    o.id = vid_1;
    o.screen = p_1.xy;
    o.normal = float3(0.0f, 0.0f, 1.0f);
    o.color = c_1;
    o.fade = 1.0f;
    V2F _e33 = o;
    {
        VSMainOutput result = VSMainOutput {_e33.pos, _e33.id, {}, _e33.screen, {}, _e33.normal, _e33.color, _e33.fade};
        VSMain_out out = {};
        out.SV_Position = result.SV_Position;
        out.TEXCOORD0 = result.TEXCOORD0;
        out.TEXCOORD1 = result.TEXCOORD1;
        out.TEXCOORD2 = result.TEXCOORD2;
        out.COLOR0 = result.COLOR0;
        out.TEXCOORD3 = result.TEXCOORD3;
        return out;
    }
}
