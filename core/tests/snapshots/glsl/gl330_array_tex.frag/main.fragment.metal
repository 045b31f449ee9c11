#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    float2 vUv_;
    int vLayer_;
    uchar _pad2[4];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, vUv_) == 0, "_glsl_In::vUv_: offset");
static_assert(__builtin_offsetof(_glsl_In, vLayer_) == 8, "_glsl_In::vLayer_: offset");
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

void _glsl_main(thread float2& vUv, thread int& vLayer, thread float4& color, texture2d_array<float> uAtlas, sampler uAtlas_sampler) {
    float2 _e7 = vUv;
    float3 _e10 = float3(_e7.x, _e7.y, float(vLayer));
    float4 _e15 = uAtlas.sample(uAtlas_sampler, _e10.xy, uint(int(rint(_e10.z))));
    color = _e15;
    return;
}

struct main0_in {
    float2 vUv [[user(vUv)]];
    int vLayer [[user(vLayer), flat]];
};

struct main0_out {
    float4 color [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d_array<float> uAtlas [[texture(0)]],
    sampler uAtlas_sampler [[sampler(0)]]
) {
    float2 vUv_1 = stage_in.vUv;
    int vLayer_1 = stage_in.vLayer;
    float2 vUv = {};
    int vLayer = {};
    float4 color = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {vUv_1, vLayer_1};
    vUv = input.vUv_;
    vLayer = input.vLayer_;
    _glsl_main(vUv, vLayer, color, uAtlas, uAtlas_sampler);
    output.color_ = color;
    {
        mainOutput result = mainOutput {output.color_};
        main0_out out = {};
        out.color = result.color;
        return out;
    }
}
