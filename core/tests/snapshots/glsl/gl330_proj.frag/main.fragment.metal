#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    float4 vProjCoord_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, vProjCoord_) == 0, "_glsl_In::vProjCoord_: offset");
#endif

struct mainOutput {
    float4 color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, color) == 0, "mainOutput::color: offset");
#endif

struct _glsl_Out {
    float4 color_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 16, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, color_) == 0, "_glsl_Out::color_: offset");
#endif

float2 _glsl_proj(float4 p) {
    return p.xy / float2(p.w);
}

void _glsl_main(thread float4& vProjCoord, thread float4& color, texture2d<float> uProjector, sampler uProjector_sampler) {
    float2 _e5 = _glsl_proj(vProjCoord);
    float4 _e6 = uProjector.sample(uProjector_sampler, _e5);
    color = _e6;
    return;
}

struct main0_in {
    float4 vProjCoord [[user(vProjCoord)]];
};

struct main0_out {
    float4 color [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d<float> uProjector [[texture(0)]],
    sampler uProjector_sampler [[sampler(0)]]
) {
    float4 vProjCoord_1 = stage_in.vProjCoord;
    float4 vProjCoord = {};
    float4 color = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {vProjCoord_1};
    vProjCoord = input.vProjCoord_;
    _glsl_main(vProjCoord, color, uProjector, uProjector_sampler);
    output.color_ = color;
    {
        mainOutput result = mainOutput {output.color_};
        main0_out out = {};
        out.color = result.color;
        return out;
    }
}
