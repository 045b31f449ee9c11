#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct V2P {
    float4 pos;
    float3 dir;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(V2P) == 32, "V2P: size");
static_assert(__builtin_offsetof(V2P, pos) == 0, "V2P::pos: offset");
static_assert(__builtin_offsetof(V2P, dir) == 16, "V2P::dir: offset");
#endif

struct PSOutput {
    float4 SV_TARGET;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PSOutput) == 16, "PSOutput: size");
static_assert(__builtin_offsetof(PSOutput, SV_TARGET) == 0, "PSOutput::SV_TARGET: offset");
#endif

struct PS_in {
    float3 input_TEXCOORD0 [[user(TEXCOORD0)]];
};

struct PS_out {
    float4 SV_TARGET [[color(0)]];
};

fragment PS_out PS(
    PS_in stage_in [[stage_in]],
    float4 input_SV_POSITION [[position]],
    texturecube<float> SkyTexture [[texture(0)]],
    sampler SkySampler [[sampler(0)]]
) {
    float3 input_TEXCOORD0 = stage_in.input_TEXCOORD0;
    V2P input = {};
    input = V2P {input_SV_POSITION, input_TEXCOORD0};
    float4 _e11 = SkyTexture.sample(SkySampler, normalize(input.dir), level(0.0f));
    {
        PSOutput result = PSOutput {_e11};
        PS_out out = {};
        out.SV_TARGET = result.SV_TARGET;
        return out;
    }
}
