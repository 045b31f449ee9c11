#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    float4 gl_FragCoord_;
    float2 vUV_;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_FragCoord_) == 0, "_glsl_In::gl_FragCoord_: offset");
static_assert(__builtin_offsetof(_glsl_In, vUV_) == 16, "_glsl_In::vUV_: offset");
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

void _glsl_main(thread float4& gl_FragCoord, thread float2& vUV, thread float4& outColor, texture2d<float> uNear, sampler uNear_sampler, texture2d<float> uFar, sampler uFar_sampler) {
    bool near = {};
    near = gl_FragCoord.y < 128.0f;
    bool _e7 = quad_all(near);
    if (_e7) {
        {
            float4 _e13 = uNear.sample(uNear_sampler, vUV);
            outColor = _e13;
        }
    } else {
        bool _e15 = quad_any(near);
        if (_e15) {
            {
                float4 _e21 = uNear.sample(uNear_sampler, vUV);
                float4 _e26 = uFar.sample(uFar_sampler, vUV);
                outColor = mix(_e21, _e26, float4(0.5f));
            }
        } else {
            {
                float4 _e36 = uFar.sample(uFar_sampler, vUV);
                outColor = _e36;
            }
        }
    }
    return;
}

struct main0_in {
    float2 vUV [[user(locn0)]];
};

struct main0_out {
    float4 outColor [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    float4 gl_FragCoord_1 [[position]],
    texture2d<float> uNear [[texture(0)]],
    sampler uNear_sampler [[sampler(0)]],
    texture2d<float> uFar [[texture(1)]],
    sampler uFar_sampler [[sampler(1)]]
) {
    float2 vUV_1 = stage_in.vUV;
    float4 gl_FragCoord = {};
    float2 vUV = {};
    float4 outColor = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {gl_FragCoord_1, vUV_1};
    gl_FragCoord = input.gl_FragCoord_;
    vUV = input.vUV_;
    _glsl_main(gl_FragCoord, vUV, outColor, uNear, uNear_sampler, uFar, uFar_sampler);
    output.outColor_ = outColor;
    {
        mainOutput result = mainOutput {output.outColor_};
        main0_out out = {};
        out.outColor = result.outColor;
        return out;
    }
}
