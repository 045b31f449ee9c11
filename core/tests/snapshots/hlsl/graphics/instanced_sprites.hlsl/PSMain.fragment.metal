#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct VSOut {
    float4 position;
    float2 uv;
    uchar _pad2[8];
    float4 color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOut) == 48, "VSOut: size");
static_assert(__builtin_offsetof(VSOut, position) == 0, "VSOut::position: offset");
static_assert(__builtin_offsetof(VSOut, uv) == 16, "VSOut::uv: offset");
static_assert(__builtin_offsetof(VSOut, color) == 32, "VSOut::color: offset");
#endif

struct PSMainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PSMainOutput) == 16, "PSMainOutput: size");
static_assert(__builtin_offsetof(PSMainOutput, SV_Target) == 0, "PSMainOutput::SV_Target: offset");
#endif

struct PSMain_in {
    float2 input_TEXCOORD0 [[user(TEXCOORD0)]];
    float4 input_COLOR0 [[user(COLOR0)]];
};

struct PSMain_out {
    float4 SV_Target [[color(0)]];
};

fragment PSMain_out PSMain(
    PSMain_in stage_in [[stage_in]],
    float4 input_SV_Position [[position]],
    texture2d<float> SpriteAtlas [[texture(0)]],
    sampler PointSampler [[sampler(0)]]
) {
    float2 input_TEXCOORD0 = stage_in.input_TEXCOORD0;
    float4 input_COLOR0 = stage_in.input_COLOR0;
    VSOut input = {};
    float4 texel = {};
    input = VSOut {input_SV_Position, input_TEXCOORD0, {}, input_COLOR0};
    float4 _e10 = SpriteAtlas.sample(PointSampler, input.uv);
    texel = _e10;
    if ((texel.w - 0.01f) < float {}) {
        discard_fragment();
    }
    {
        PSMainOutput result = PSMainOutput {texel * input.color};
        PSMain_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
