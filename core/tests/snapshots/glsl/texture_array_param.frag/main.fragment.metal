#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    int vIndex_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 4, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, vIndex_) == 0, "_glsl_In::vIndex_: offset");
#endif

struct mainOutput {
    float4 FragColor;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, FragColor) == 0, "mainOutput::FragColor: offset");
#endif

struct _glsl_Out {
    float4 FragColor_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 16, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, FragColor_) == 0, "_glsl_Out::FragColor_: offset");
#endif

float4 pick_uSamplers_uSamplers_sampler(array<texture2d<float>, 4> uSamplers, array<sampler, 4> uSamplers_sampler, thread int& vIndex) {
    float4 _e11 = uSamplers[vIndex].sample(uSamplers_sampler[vIndex], float2(0.5f));
    return _e11;
}

void _glsl_main(array<texture2d<float>, 4> uSamplers, array<sampler, 4> uSamplers_sampler, thread int& vIndex, thread float4& FragColor) {
    float4 _e3 = pick_uSamplers_uSamplers_sampler(uSamplers, uSamplers_sampler, vIndex);
    FragColor = _e3;
    return;
}

struct main0_in {
    int vIndex [[user(locn0), flat]];
};

struct main0_out {
    float4 FragColor [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    array<texture2d<float>, 4> uSamplers [[texture(0)]],
    array<sampler, 4> uSamplers_sampler [[sampler(0)]]
) {
    int vIndex_1 = stage_in.vIndex;
    int vIndex = {};
    float4 FragColor = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {vIndex_1};
    vIndex = input.vIndex_;
    _glsl_main(uSamplers, uSamplers_sampler, vIndex, FragColor);
    output.FragColor_ = FragColor;
    {
        mainOutput result = mainOutput {output.FragColor_};
        main0_out out = {};
        out.FragColor = result.FragColor;
        return out;
    }
}
