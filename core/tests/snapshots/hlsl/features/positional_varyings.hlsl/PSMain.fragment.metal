#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Material {
    float2 uv;
    uchar _pad1[8];
    float4 tint;
    float2x2 weights;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Material) == 48, "Material: size");
static_assert(__builtin_offsetof(Material, uv) == 0, "Material::uv: offset");
static_assert(__builtin_offsetof(Material, tint) == 16, "Material::tint: offset");
static_assert(__builtin_offsetof(Material, weights) == 32, "Material::weights: offset");
#endif

struct PSMainOutput {
    float4 SV_Target0;
    float4 glow;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PSMainOutput) == 32, "PSMainOutput: size");
static_assert(__builtin_offsetof(PSMainOutput, SV_Target0) == 0, "PSMainOutput::SV_Target0: offset");
static_assert(__builtin_offsetof(PSMainOutput, glow) == 16, "PSMainOutput::glow: offset");
#endif

struct PSMain_in {
    float2 m_TEXCOORD0 [[user(TEXCOORD0)]];
    float4 m_tint [[user(locn1)]];
    float2 m_weights_0 [[user(locn2)]];
    float2 m_weights_1 [[user(locn3)]];
};

struct PSMain_out {
    float4 SV_Target0 [[color(0)]];
    float4 glow [[color(1)]];
};

fragment PSMain_out PSMain(
    PSMain_in stage_in [[stage_in]],
    texture2d<float> Albedo [[texture(0)]],
    sampler Linear [[sampler(0)]]
) {
    float2 m_TEXCOORD0 = stage_in.m_TEXCOORD0;
    float4 m_tint = stage_in.m_tint;
    float2 m_weights_0 = stage_in.m_weights_0;
    float2 m_weights_1 = stage_in.m_weights_1;
    Material m = {};
    float4 glow = {};
    float w = {};
    m = Material {m_TEXCOORD0, {}, m_tint, float2x2(m_weights_0, m_weights_1)};
    w = m.weights[0].x + m.weights[1].y;
    glow = m.tint * float4(w);
    float4 _e29 = Albedo.sample(Linear, m.uv);
    {
        PSMainOutput result = PSMainOutput {_e29 * m.tint, glow};
        PSMain_out out = {};
        out.SV_Target0 = result.SV_Target0;
        out.glow = result.glow;
        return out;
    }
}
