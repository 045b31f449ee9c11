#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    float4 gl_FragCoord_;
    uint gl_SampleID_;
    uchar _pad2[4];
    float2 uv_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_FragCoord_) == 0, "_glsl_In::gl_FragCoord_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_SampleID_) == 16, "_glsl_In::gl_SampleID_: offset");
static_assert(__builtin_offsetof(_glsl_In, uv_) == 24, "_glsl_In::uv_: offset");
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

void _glsl_init_globals(thread float4& gl_FragCoord, thread int& gl_SampleID) {
    float2 _e5 = get_sample_position(uint(gl_SampleID));
    float2 _e12 = (gl_FragCoord.xy + _e5) - float2(0.5f);
    float2 _e17 = gl_FragCoord.zw;
    gl_FragCoord = float4(_e12.x, _e12.y, _e17.x, _e17.y);
    return;
}

void _glsl_main(thread float4& gl_FragCoord, thread int& gl_SampleID, texture2d<float> tex, sampler tex_sampler, thread float2& uv, thread float4& color) {
    float2 pixel_corner = {};
    float2 _e5 = get_sample_position(uint(gl_SampleID));
    pixel_corner = gl_FragCoord.xy - _e5;
    float4 _e14 = tex.sample(tex_sampler, uv);
    float2 _e18 = get_sample_position(uint(gl_SampleID));
    float2 _e19 = pixel_corner;
    color = _e14 + float4(_e19.x, _e19.y, _e18.x, _e18.y);
    return;
}

struct main0_in {
    float2 uv [[user(locn0), sample_perspective]];
};

struct main0_out {
    float4 color [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    float4 gl_FragCoord_1 [[position]],
    uint gl_SampleID_1 [[sample_id]],
    texture2d<float> tex [[texture(0)]],
    sampler tex_sampler [[sampler(0)]]
) {
    float2 uv_1 = stage_in.uv;
    float4 gl_FragCoord = {};
    int gl_SampleID = {};
    float2 uv = {};
    float4 color = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {gl_FragCoord_1, gl_SampleID_1, {}, uv_1};
    gl_FragCoord = input.gl_FragCoord_;
    gl_SampleID = int(input.gl_SampleID_);
    uv = input.uv_;
    _glsl_init_globals(gl_FragCoord, gl_SampleID);
    _glsl_main(gl_FragCoord, gl_SampleID, tex, tex_sampler, uv, color);
    output.color_ = color;
    {
        mainOutput result = mainOutput {output.color_};
        main0_out out = {};
        out.color = result.color;
        return out;
    }
}
