#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Pick {
    int index;
    uchar _pad1[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Pick) == 16, "type_Pick: size");
static_assert(__builtin_offsetof(type_Pick, index) == 0, "type_Pick::index: offset");
#endif

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

float4 shade(texture2d<float> s, sampler s_sampler, float2 p) {
    float4 _e3 = s.sample(s_sampler, p);
    return _e3;
}

void _glsl_main(array<texture2d<float>, 4> layers, array<sampler, 4> layers_sampler, constant type_Pick& Pick, thread float2& uv, thread float4& color) {
    float4 _e9 = shade(layers[1], layers_sampler[1], uv);
    float4 _e26 = shade(layers[Pick.index], layers_sampler[Pick.index], uv * float2(2.0f));
    color = _e9 + _e26;
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
    array<texture2d<float>, 4> layers [[texture(0)]],
    array<sampler, 4> layers_sampler [[sampler(0)]],
    constant type_Pick& Pick [[buffer(0)]]
) {
    float2 uv_1 = stage_in.uv;
    float2 uv = {};
    float4 color = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {uv_1};
    uv = input.uv_;
    _glsl_main(layers, layers_sampler, Pick, uv, color);
    output.color_ = color;
    {
        mainOutput result = mainOutput {output.color_};
        main0_out out = {};
        out.color = result.color;
        return out;
    }
}
