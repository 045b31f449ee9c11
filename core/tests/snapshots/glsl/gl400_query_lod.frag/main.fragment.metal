#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Globals {
    float maxLevel;
    uchar _pad1[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 16, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, maxLevel) == 0, "type_Globals::maxLevel: offset");
#endif

struct _glsl_In {
    float2 vUv_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 8, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, vUv_) == 0, "_glsl_In::vUv_: offset");
#endif

struct mainOutput {
    float4 fragColor;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, fragColor) == 0, "mainOutput::fragColor: offset");
#endif

struct _glsl_Out {
    float4 fragColor_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 16, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, fragColor_) == 0, "_glsl_Out::fragColor_: offset");
#endif

void _glsl_main(texture2d<float> albedo, sampler albedo_sampler, thread float2& vUv, thread float4& fragColor, constant type_Globals& _Globals) {
    float2 lod = {};
    float t = {};
    float3 heat = {};
    float _e5 = albedo.calculate_clamped_lod(albedo_sampler, vUv);
    float _e10 = albedo.calculate_unclamped_lod(albedo_sampler, vUv);
    lod = float2(_e5, _e10);
    t = clamp(lod.x / max(_Globals.maxLevel, 1.0f), 0.0f, 1.0f);
    heat = mix(float3(0.0f, 0.2f, 1.0f), float3(1.0f, 0.1f, 0.0f), float3(t));
    float3 _e46 = heat * float3((lod.y < 0.0f) ? 0.5f : 1.0f);
    fragColor = float4(_e46.x, _e46.y, _e46.z, 1.0f);
    return;
}

struct main0_in {
    float2 vUv [[user(vUv)]];
};

struct main0_out {
    float4 fragColor [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d<float> albedo [[texture(0)]],
    sampler albedo_sampler [[sampler(0)]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float2 vUv_1 = stage_in.vUv;
    float2 vUv = {};
    float4 fragColor = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {vUv_1};
    vUv = input.vUv_;
    _glsl_main(albedo, albedo_sampler, vUv, fragColor, _Globals);
    output.fragColor_ = fragColor;
    {
        mainOutput result = mainOutput {output.fragColor_};
        main0_out out = {};
        out.fragColor = result.fragColor;
        return out;
    }
}
