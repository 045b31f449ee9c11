#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    float2 uv_;
    uchar _pad1[8];
    float3 uvq_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, uv_) == 0, "_glsl_In::uv_: offset");
static_assert(__builtin_offsetof(_glsl_In, uvq_) == 16, "_glsl_In::uvq_: offset");
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

float2 _glsl_proj(float3 p) {
    return p.xy / float2(p.z);
}

void _glsl_main(thread float2& uv, thread float3& uvq, thread float4& color, texture2d<float> tex, sampler tex_sampler) {
    float4 _e10 = tex.sample(tex_sampler, uv, bias(0.5f), int2(1, -1));
    float2 _e15 = _glsl_proj(uvq);
    float4 _e21 = tex.sample(tex_sampler, _e15, bias(-1.0f), int2(0, 2));
    float4 _e30 = tex.sample(tex_sampler, uv, int2(3, 0));
    color = (_e10 + _e21) + _e30;
    return;
}

struct main0_in {
    float2 uv [[user(locn0)]];
    float3 uvq [[user(locn1)]];
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
    float3 uvq_1 = stage_in.uvq;
    float2 uv = {};
    float3 uvq = {};
    float4 color = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {uv_1, {}, uvq_1};
    uv = input.uv_;
    uvq = input.uvq_;
    _glsl_main(uv, uvq, color, tex, tex_sampler);
    output.color_ = color;
    {
        mainOutput result = mainOutput {output.color_};
        main0_out out = {};
        out.color = result.color;
        return out;
    }
}
