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

struct main0_in {
    float2 uv [[user(TEXCOORD0)]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    float4 pos [[position]],
    sampler linearClamp [[sampler(0)]],
    sampler pointWrap [[sampler(1)]],
    texture1d<float> ramp [[texture(0)]],
    texture2d<float> albedo [[texture(1)]]
) {
    float2 uv = stage_in.uv;
    float4 pos_1 = {};
    float2 uv_1 = {};
    float4 biased = {};
    float4 levelled = {};
    float4 graded = {};
    pos_1 = pos;
    uv_1 = uv;
    float4 _e10 = ramp.sample(pointWrap, uv_1.x);
    biased = _e10;
    float4 _e17 = ramp.sample(pointWrap, uv_1.x);
    levelled = _e17;
    float _e23 = uv_1.x;
    float _e26 = uv_1.x;
    float4 _e29 = ramp.sample(pointWrap, uv_1.x);
    graded = _e29;
    float4 _e33 = albedo.sample(linearClamp, uv_1);
    {
        mainOutput result = mainOutput {_e33 * ((biased + levelled) + graded)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
