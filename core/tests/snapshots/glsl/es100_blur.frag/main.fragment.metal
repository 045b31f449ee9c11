#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Globals {
    float2 uTexelStep;
    uchar _pad1[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 16, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, uTexelStep) == 0, "type_Globals::uTexelStep: offset");
#endif

struct _glsl_In {
    float2 vUv_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 8, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, vUv_) == 0, "_glsl_In::vUv_: offset");
#endif

struct mainOutput {
    float4 gl_FragColor;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_FragColor) == 0, "mainOutput::gl_FragColor: offset");
#endif

struct _glsl_Out {
    float4 gl_FragColor_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 16, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_FragColor_) == 0, "_glsl_Out::gl_FragColor_: offset");
#endif

void _glsl_main(thread float4& gl_FragColor, texture2d<float> uImage, sampler uImage_sampler, thread float2& vUv, constant type_Globals& _Globals) {
    float4 sum = {};
    float4 _e5 = uImage.sample(uImage_sampler, vUv);
    sum = _e5 * float4(0.22702703f);
    float4 _e22 = uImage.sample(uImage_sampler, vUv + (_Globals.uTexelStep * float2(1.3846154f)));
    sum = sum + (_e22 * float4(0.31621623f));
    float4 _e41 = uImage.sample(uImage_sampler, vUv - (_Globals.uTexelStep * float2(1.3846154f)));
    sum = sum + (_e41 * float4(0.31621623f));
    float4 _e60 = uImage.sample(uImage_sampler, vUv + (_Globals.uTexelStep * float2(3.2307692f)));
    sum = sum + (_e60 * float4(0.07027027f));
    float4 _e79 = uImage.sample(uImage_sampler, vUv - (_Globals.uTexelStep * float2(3.2307692f)));
    sum = sum + (_e79 * float4(0.07027027f));
    gl_FragColor = sum;
    return;
}

struct main0_in {
    float2 vUv [[user(vUv)]];
};

struct main0_out {
    float4 gl_FragColor [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d<float> uImage [[texture(0)]],
    sampler uImage_sampler [[sampler(0)]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float2 vUv_1 = stage_in.vUv;
    float4 gl_FragColor = {};
    float2 vUv = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {vUv_1};
    vUv = input.vUv_;
    _glsl_main(gl_FragColor, uImage, uImage_sampler, vUv, _Globals);
    output.gl_FragColor_ = gl_FragColor;
    {
        mainOutput result = mainOutput {output.gl_FragColor_};
        main0_out out = {};
        out.gl_FragColor = result.gl_FragColor;
        return out;
    }
}
