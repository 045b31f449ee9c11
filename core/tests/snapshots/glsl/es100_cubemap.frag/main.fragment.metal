#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    float3 vDirection_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, vDirection_) == 0, "_glsl_In::vDirection_: offset");
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

void _glsl_main(thread float4& gl_FragColor, texturecube<float> uSky, sampler uSky_sampler, thread float3& vDirection) {
    float4 _e6 = uSky.sample(uSky_sampler, normalize(vDirection));
    gl_FragColor = _e6;
    return;
}

struct main0_in {
    float3 vDirection [[user(vDirection)]];
};

struct main0_out {
    float4 gl_FragColor [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texturecube<float> uSky [[texture(0)]],
    sampler uSky_sampler [[sampler(0)]]
) {
    float3 vDirection_1 = stage_in.vDirection;
    float4 gl_FragColor = {};
    float3 vDirection = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {vDirection_1};
    vDirection = input.vDirection_;
    _glsl_main(gl_FragColor, uSky, uSky_sampler, vDirection);
    output.gl_FragColor_ = gl_FragColor;
    {
        mainOutput result = mainOutput {output.gl_FragColor_};
        main0_out out = {};
        out.gl_FragColor = result.gl_FragColor;
        return out;
    }
}
