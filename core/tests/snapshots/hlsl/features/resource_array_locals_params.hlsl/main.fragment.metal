#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

float4 Blend_g_layers_g_samplers(float2 uv, array<texture2d<float>, 3> g_layers, array<sampler, 2> g_samplers) {
    float4 _e7 = g_layers[0].sample(g_samplers[0], uv);
    float4 _e16 = g_layers[2].sample(g_samplers[1], uv);
    return (_e7 * float4(0.5f)) + (_e16 * float4(0.5f));
}

float4 Blend_g_detail_g_samplers(float2 uv, array<texture2d<float>, 3> g_detail, array<sampler, 2> g_samplers) {
    float4 _e7 = g_detail[0].sample(g_samplers[0], uv);
    float4 _e16 = g_detail[2].sample(g_samplers[1], uv);
    return (_e7 * float4(0.5f)) + (_e16 * float4(0.5f));
}

struct main0_in {
    float2 uv [[user(TEXCOORD0)]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    array<texture2d<float>, 3> g_layers [[texture(0)]],
    array<texture2d<float>, 3> g_detail [[texture(3)]],
    array<sampler, 2> g_samplers [[sampler(0)]]
) {
    float2 uv = stage_in.uv;
    float2 uv_1 = {};
    float4 direct = {};
    uv_1 = uv;
    float4 _e10 = g_layers[1].sample(g_samplers[0], uv_1);
    direct = _e10;
    float4 _e14 = Blend_g_layers_g_samplers(uv_1, g_layers, g_samplers);
    float4 _e15 = direct;
    float4 _e24 = Blend_g_detail_g_samplers(uv_1 * float2(4.0f), g_detail, g_samplers);
    {
        mainOutput result = mainOutput {(_e15 + _e14) + _e24};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
