#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    float2 inUv_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 8, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, inUv_) == 0, "_glsl_In::inUv_: offset");
#endif

struct mainOutput {
    float4 outColor;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, outColor) == 0, "mainOutput::outColor: offset");
#endif

struct _glsl_Out {
    float4 outColor_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 16, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, outColor_) == 0, "_glsl_Out::outColor_: offset");
#endif

void _glsl_main(texture2d<float> uDepth, sampler uDepth_sampler, thread float2& inUv, thread float4& outColor) {
    float4 d = {};
    float4 _e5 = uDepth.gather(uDepth_sampler, inUv);
    d = _e5;
    outColor = float4(dot(d, float4(0.25f)));
    return;
}

struct main0_in {
    float2 inUv [[user(locn0)]];
};

struct main0_out {
    float4 outColor [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d<float> uDepth [[texture(0)]],
    sampler uDepth_sampler [[sampler(0)]]
) {
    float2 inUv_1 = stage_in.inUv;
    float2 inUv = {};
    float4 outColor = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {inUv_1};
    inUv = input.inUv_;
    _glsl_main(uDepth, uDepth_sampler, inUv, outColor);
    output.outColor_ = outColor;
    {
        mainOutput result = mainOutput {output.outColor_};
        main0_out out = {};
        out.outColor = result.outColor;
        return out;
    }
}
