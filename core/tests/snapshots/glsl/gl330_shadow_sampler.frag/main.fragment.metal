#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    float4 vShadowCoord_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, vShadowCoord_) == 0, "_glsl_In::vShadowCoord_: offset");
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

float2 _glsl_cmp_coord(float3 p) {
    return p.xy;
}

float _glsl_cmp_ref(float3 p) {
    return p.z;
}

void _glsl_main(thread float4& vShadowCoord, thread float4& color, depth2d<float> uShadow, sampler uShadow_sampler) {
    float3 p = {};
    float lit = {};
    p = vShadowCoord.xyz / float3(vShadowCoord.w);
    float2 _e13 = _glsl_cmp_coord(p);
    float _e15 = _glsl_cmp_ref(p);
    float _e16 = uShadow.sample_compare(uShadow_sampler, _e13, _e15);
    lit = _e16;
    float3 _e23 = float3(0.2f + (0.8f * lit));
    color = float4(_e23.x, _e23.y, _e23.z, 1.0f);
    return;
}

struct main0_in {
    float4 vShadowCoord [[user(vShadowCoord)]];
};

struct main0_out {
    float4 color [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    depth2d<float> uShadow [[texture(0)]],
    sampler uShadow_sampler [[sampler(0)]]
) {
    float4 vShadowCoord_1 = stage_in.vShadowCoord;
    float4 vShadowCoord = {};
    float4 color = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {vShadowCoord_1};
    vShadowCoord = input.vShadowCoord_;
    _glsl_main(vShadowCoord, color, uShadow, uShadow_sampler);
    output.color_ = color;
    {
        mainOutput result = mainOutput {output.color_};
        main0_out out = {};
        out.color = result.color;
        return out;
    }
}
