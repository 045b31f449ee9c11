#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    float4 gl_FragCoord_;
    uint gl_ViewIndex_;
    int vView_;
    uchar _pad3[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_FragCoord_) == 0, "_glsl_In::gl_FragCoord_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_ViewIndex_) == 16, "_glsl_In::gl_ViewIndex_: offset");
static_assert(__builtin_offsetof(_glsl_In, vView_) == 20, "_glsl_In::vView_: offset");
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

void _glsl_main(thread float4& gl_FragCoord, thread int& gl_ViewIndex, texture2d_array<float> uEyes, sampler uEyes_sampler, thread int& vView, thread float4& outColor) {
    float2 _e9 = gl_FragCoord.xy / float2(1024.0f);
    float3 _e15 = float3(_e9.x, _e9.y, float(gl_ViewIndex));
    float4 _e20 = uEyes.sample(uEyes_sampler, _e15.xy, uint(int(rint(_e15.z))));
    outColor = _e20;
    outColor.w = float(vView == gl_ViewIndex);
    return;
}

struct main0_in {
    int vView [[user(locn0), flat]];
};

struct main0_out {
    float4 outColor [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    float4 gl_FragCoord_1 [[position]],
    uint gl_ViewIndex_1 [[amplification_id]],
    texture2d_array<float> uEyes [[texture(0)]],
    sampler uEyes_sampler [[sampler(0)]]
) {
    int vView_1 = stage_in.vView;
    float4 gl_FragCoord = {};
    int gl_ViewIndex = {};
    int vView = {};
    float4 outColor = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {gl_FragCoord_1, gl_ViewIndex_1, vView_1};
    gl_FragCoord = input.gl_FragCoord_;
    gl_ViewIndex = int(input.gl_ViewIndex_);
    vView = input.vView_;
    _glsl_main(gl_FragCoord, gl_ViewIndex, uEyes, uEyes_sampler, vView, outColor);
    output.outColor_ = outColor;
    {
        mainOutput result = mainOutput {output.outColor_};
        main0_out out = {};
        out.outColor = result.outColor;
        return out;
    }
}
