#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    float2 vUv_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 8, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, vUv_) == 0, "_glsl_In::vUv_: offset");
#endif

struct mainOutput {
    float4 fragColor;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, fragColor) == 0, "mainOutput::fragColor: offset");
#endif

struct _glsl_Out {
    float4 fragColor_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 16, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, fragColor_) == 0, "_glsl_Out::fragColor_: offset");
#endif

void _glsl_main(thread float2& vUv, texture2d<float> uTex, sampler uTex_sampler, thread float4& fragColor) {
    float4 _e5 = uTex.sample(uTex_sampler, vUv);
    fragColor = _e5;
    return;
}

struct main0_in {
    float2 vUv [[user(vUv)]];
};

struct main0_out {
    float4 fragColor [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d<float> uTex [[texture(0)]],
    sampler uTex_sampler [[sampler(0)]]
) {
    float2 vUv_1 = stage_in.vUv;
    float2 vUv = {};
    float4 fragColor = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {vUv_1};
    vUv = input.vUv_;
    _glsl_main(vUv, uTex, uTex_sampler, fragColor);
    output.fragColor_ = fragColor;
    {
        mainOutput result = mainOutput {output.fragColor_};
        main0_out out = {};
        out.fragColor = result.fragColor;
        return out;
    }
}
