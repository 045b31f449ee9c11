#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Globals {
    float uLod;
    uchar _pad1[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 16, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, uLod) == 0, "type_Globals::uLod: offset");
#endif

struct _glsl_In {
    float2 vUv_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 8, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, vUv_) == 0, "_glsl_In::vUv_: offset");
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

void _glsl_main(thread float2& vUv, thread float4& color, texture2d<float> uTex, sampler uTex_sampler, constant type_Globals& _Globals) {
    float4 a = {};
    float4 b = {};
    float4 _e8 = uTex.sample(uTex_sampler, vUv, level(_Globals.uLod));
    a = _e8;
    float2 _e15 = dfdx(vUv);
    float2 _e22 = dfdy(vUv);
    float4 _e28 = uTex.sample(uTex_sampler, vUv, gradient2d(_e15 * float2(2.0f), _e22 * float2(2.0f)));
    b = _e28;
    color = mix(a, b, float4(0.5f));
    return;
}

struct main0_in {
    float2 vUv [[user(vUv)]];
};

struct main0_out {
    float4 color [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d<float> uTex [[texture(0)]],
    sampler uTex_sampler [[sampler(0)]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float2 vUv_1 = stage_in.vUv;
    float2 vUv = {};
    float4 color = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {vUv_1};
    vUv = input.vUv_;
    _glsl_main(vUv, color, uTex, uTex_sampler, _Globals);
    output.color_ = color;
    {
        mainOutput result = mainOutput {output.color_};
        main0_out out = {};
        out.color = result.color;
        return out;
    }
}
