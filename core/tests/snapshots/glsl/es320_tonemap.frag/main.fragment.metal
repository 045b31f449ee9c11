#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Globals {
    float uExposure;
    uchar _pad1[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 16, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, uExposure) == 0, "type_Globals::uExposure: offset");
#endif

struct _glsl_In {
    float2 vUv_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 8, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, vUv_) == 0, "_glsl_In::vUv_: offset");
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

float3 aces(float3 x) {
    return clamp((x * ((float3(2.51f) * x) + float3(0.03f))) / ((x * ((float3(2.43f) * x) + float3(0.59f))) + float3(0.14f)), float3(0.0f), float3(1.0f));
}

void _glsl_main(texture2d<float> uHdr, sampler uHdr_sampler, thread float2& vUv, thread float4& outColor, constant type_Globals& _Globals) {
    float3 hdr = {};
    float4 _e5 = uHdr.sample(uHdr_sampler, vUv);
    hdr = _e5.xyz * float3(_Globals.uExposure);
    float3 _e14 = aces(hdr);
    float3 _e19 = pow(_e14, float3(1.0f / 2.2f));
    outColor = float4(_e19.x, _e19.y, _e19.z, 1.0f);
    return;
}

struct main0_in {
    float2 vUv [[user(vUv)]];
};

struct main0_out {
    float4 outColor [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d<float> uHdr [[texture(0)]],
    sampler uHdr_sampler [[sampler(0)]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float2 vUv_1 = stage_in.vUv;
    float2 vUv = {};
    float4 outColor = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {vUv_1};
    vUv = input.vUv_;
    _glsl_main(uHdr, uHdr_sampler, vUv, outColor, _Globals);
    output.outColor_ = outColor;
    {
        mainOutput result = mainOutput {output.outColor_};
        main0_out out = {};
        out.outColor = result.outColor;
        return out;
    }
}
