#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    float2 uvq_;
    uchar _pad1[8];
    float4 clip_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, uvq_) == 0, "_glsl_In::uvq_: offset");
static_assert(__builtin_offsetof(_glsl_In, clip_) == 16, "_glsl_In::clip_: offset");
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

float2 _glsl_proj_cmp_coord(float4 p) {
    return p.xy / float2(p.w);
}

float _glsl_proj_cmp_ref(float4 p) {
    return p.z / p.w;
}

float _glsl_proj1(float2 p) {
    return p.x / p.y;
}

float _glsl_proj1_1(float4 p) {
    return p.x / p.w;
}

void _glsl_main(texture1d<float> ramp, sampler ramp_sampler, depth2d<float> shadowMap, sampler shadowMap_sampler, thread float2& uvq, thread float4& clip, thread float4& color) {
    float lit = {};
    float4 a = {};
    float4 b = {};
    float2 _e5 = _glsl_proj_cmp_coord(clip);
    float _e8 = _glsl_proj_cmp_ref(clip);
    float _e9 = shadowMap.sample_compare(shadowMap_sampler, _e5, _e8);
    lit = _e9;
    float _e15 = _glsl_proj1(uvq);
    float4 _e16 = ramp.sample(ramp_sampler, _e15);
    a = _e16;
    float _e22 = _glsl_proj1_1(clip);
    float4 _e24 = ramp.sample(ramp_sampler, _e22);
    b = _e24;
    color = mix(a, b, float4(lit));
    return;
}

struct main0_in {
    float2 uvq [[user(locn0)]];
    float4 clip [[user(locn1)]];
};

struct main0_out {
    float4 color [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture1d<float> ramp [[texture(0)]],
    sampler ramp_sampler [[sampler(0)]],
    depth2d<float> shadowMap [[texture(1)]],
    sampler shadowMap_sampler [[sampler(1)]]
) {
    float2 uvq_1 = stage_in.uvq;
    float4 clip_1 = stage_in.clip;
    float2 uvq = {};
    float4 clip = {};
    float4 color = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {uvq_1, {}, clip_1};
    uvq = input.uvq_;
    clip = input.clip_;
    _glsl_main(ramp, ramp_sampler, shadowMap, shadowMap_sampler, uvq, clip, color);
    output.color_ = color;
    {
        mainOutput result = mainOutput {output.color_};
        main0_out out = {};
        out.color = result.color;
        return out;
    }
}
