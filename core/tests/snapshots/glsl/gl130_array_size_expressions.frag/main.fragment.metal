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

constant int PAIRS = 2;

void _glsl_main(thread array<float, 5>& weights, texture2d<float> source, sampler source_sampler, thread float2& uv, thread float4& color) {
    array<float2, 4> offsets = {};
    float4 sum = {};
    int i = {};
    offsets = array<float2, 4> {float2(-1.5f, 0.0f), float2(-0.5f, 0.0f), float2(0.5f, 0.0f), float2(1.5f, 0.0f)};
    float4 _e21 = source.sample(source_sampler, uv);
    sum = _e21 * float4(weights[0]);
    {
        i = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1;
            }
            loop_init = false;
            if (!(i < (2 * PAIRS))) {
                break;
            }
            {
                float4 _e48 = source.sample(source_sampler, uv + (offsets[i] / float2(512.0f)));
                sum = sum + ((_e48 * float4(weights[(i / 2) + 1])) * float4(0.5f));
            }
        }
    }
    color = sum;
    return;
}

struct main0_in {
    float2 uv [[user(uv)]];
};

struct main0_out {
    float4 color [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d<float> source [[texture(0)]],
    sampler source_sampler [[sampler(0)]]
) {
    float2 uv_1 = stage_in.uv;
    array<float, 5> weights = array<float, 5> {0.2f, 0.2f, 0.2f, 0.2f, 0.2f};
    float2 uv = {};
    float4 color = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {uv_1};
    uv = input.uv_;
    _glsl_main(weights, source, source_sampler, uv, color);
    output.color_ = color;
    {
        mainOutput result = mainOutput {output.color_};
        main0_out out = {};
        out.color = result.color;
        return out;
    }
}
