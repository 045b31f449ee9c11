#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Globals {
    float bias_;
    uchar _pad1[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 16, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, bias_) == 0, "type_Globals::bias_: offset");
#endif

struct _glsl_In {
    float4 vLightSpace_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, vLightSpace_) == 0, "_glsl_In::vLightSpace_: offset");
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

void _glsl_main(thread float4& vLightSpace, thread float4& color, texture2d<float> shadowMap, sampler shadowMap_sampler, constant type_Globals& _Globals) {
    float3 p = {};
    float closest = {};
    float lit = {};
    p = ((vLightSpace.xyz / float3(vLightSpace.w)) * float3(0.5f)) + float3(0.5f);
    float4 _e22 = shadowMap.sample(shadowMap_sampler, p.xy);
    closest = _e22.x;
    lit = ((p.z - _Globals.bias_) > closest) ? 0.3f : 1.0f;
    float3 _e38 = float3(lit);
    color = float4(_e38.x, _e38.y, _e38.z, 1.0f);
    return;
}

struct main0_in {
    float4 vLightSpace [[user(vLightSpace)]];
};

struct main0_out {
    float4 color [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d<float> shadowMap [[texture(0)]],
    sampler shadowMap_sampler [[sampler(0)]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float4 vLightSpace_1 = stage_in.vLightSpace;
    float4 vLightSpace = {};
    float4 color = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {vLightSpace_1};
    vLightSpace = input.vLightSpace_;
    _glsl_main(vLightSpace, color, shadowMap, shadowMap_sampler, _Globals);
    output.color_ = color;
    {
        mainOutput result = mainOutput {output.color_};
        main0_out out = {};
        out.color = result.color;
        return out;
    }
}
