#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    float2 uv_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 8, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, uv_) == 0, "_glsl_In::uv_: offset");
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

void _glsl_main(texture2d<float> tex, sampler tex_sampler, thread float2& uv, thread float4& color) {
    float4 texel = {};
    float width = {};
    float4 _e5 = tex.sample(tex_sampler, uv);
    texel = _e5;
    if (texel.w < 0.5f) {
        {
            discard_fragment();
        }
    }
    float _e14 = fwidth(uv.x);
    width = _e14;
    bool _e16 = simd_is_helper_thread();
    color = _e16 ? float4(0.0f) : (texel * float4(width));
    bool _e25 = simd_is_helper_thread();
    if (!_e25) {
        {
            color.w = 1.0f;
        }
    }
    return;
}

struct main0_in {
    float2 uv [[user(locn0)]];
};

struct main0_out {
    float4 color [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d<float> tex [[texture(0)]],
    sampler tex_sampler [[sampler(0)]]
) {
    float2 uv_1 = stage_in.uv;
    float2 uv = {};
    float4 color = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {uv_1};
    uv = input.uv_;
    _glsl_main(tex, tex_sampler, uv, color);
    output.color_ = color;
    {
        mainOutput result = mainOutput {output.color_};
        main0_out out = {};
        out.color = result.color;
        return out;
    }
}
