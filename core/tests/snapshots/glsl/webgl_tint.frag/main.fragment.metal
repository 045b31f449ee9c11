#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Globals {
    float4 uTint;
    float uGamma;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 32, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, uTint) == 0, "type_Globals::uTint: offset");
static_assert(__builtin_offsetof(type_Globals, uGamma) == 16, "type_Globals::uGamma: offset");
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

void _glsl_main(thread float4& gl_FragColor, thread float2& vUv, texture2d<float> uTexture, sampler uTexture_sampler, constant type_Globals& _Globals) {
    float4 color = {};
    float4 _e5 = uTexture.sample(uTexture_sampler, vUv);
    color = _e5 * _Globals.uTint;
    float3 _e19 = pow(color.xyz, float3(1.0f / _Globals.uGamma));
    gl_FragColor = float4(_e19.x, _e19.y, _e19.z, color.w);
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
    texture2d<float> uTexture [[texture(0)]],
    sampler uTexture_sampler [[sampler(0)]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float2 vUv_1 = stage_in.vUv;
    float4 gl_FragColor = {};
    float2 vUv = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {vUv_1};
    vUv = input.vUv_;
    _glsl_main(gl_FragColor, vUv, uTexture, uTexture_sampler, _Globals);
    output.gl_FragColor_ = gl_FragColor;
    {
        mainOutput result = mainOutput {output.gl_FragColor_};
        main0_out out = {};
        out.gl_FragColor = result.gl_FragColor;
        return out;
    }
}
