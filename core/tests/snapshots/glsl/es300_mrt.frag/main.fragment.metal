#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    float3 vNormal_;
    float3 vWorldPos_;
    float2 vUv_;
    uchar _pad3[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 48, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, vNormal_) == 0, "_glsl_In::vNormal_: offset");
static_assert(__builtin_offsetof(_glsl_In, vWorldPos_) == 16, "_glsl_In::vWorldPos_: offset");
static_assert(__builtin_offsetof(_glsl_In, vUv_) == 32, "_glsl_In::vUv_: offset");
#endif

struct mainOutput {
    float4 outAlbedo;
    float4 outNormal;
    float4 outPosition;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 48, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, outAlbedo) == 0, "mainOutput::outAlbedo: offset");
static_assert(__builtin_offsetof(mainOutput, outNormal) == 16, "mainOutput::outNormal: offset");
static_assert(__builtin_offsetof(mainOutput, outPosition) == 32, "mainOutput::outPosition: offset");
#endif

struct _glsl_Out {
    float4 outAlbedo_;
    float4 outNormal_;
    float4 outPosition_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 48, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, outAlbedo_) == 0, "_glsl_Out::outAlbedo_: offset");
static_assert(__builtin_offsetof(_glsl_Out, outNormal_) == 16, "_glsl_Out::outNormal_: offset");
static_assert(__builtin_offsetof(_glsl_Out, outPosition_) == 32, "_glsl_Out::outPosition_: offset");
#endif

void _glsl_main(thread float3& vNormal, thread float3& vWorldPos, thread float2& vUv, texture2d<float> uAlbedo, sampler uAlbedo_sampler, thread float4& outAlbedo, thread float4& outNormal, thread float4& outPosition) {
    float4 _e5 = uAlbedo.sample(uAlbedo_sampler, vUv);
    outAlbedo = _e5;
    float3 _e17 = (normalize(vNormal) * float3(0.5f)) + float3(0.5f);
    outNormal = float4(_e17.x, _e17.y, _e17.z, 1.0f);
    float3 _e26 = vWorldPos;
    outPosition = float4(_e26.x, _e26.y, _e26.z, 1.0f);
    return;
}

struct main0_in {
    float3 vNormal [[user(vNormal)]];
    float3 vWorldPos [[user(vWorldPos)]];
    float2 vUv [[user(vUv)]];
};

struct main0_out {
    float4 outAlbedo [[color(0)]];
    float4 outNormal [[color(1)]];
    float4 outPosition [[color(2)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d<float> uAlbedo [[texture(0)]],
    sampler uAlbedo_sampler [[sampler(0)]]
) {
    float3 vNormal_1 = stage_in.vNormal;
    float3 vWorldPos_1 = stage_in.vWorldPos;
    float2 vUv_1 = stage_in.vUv;
    float3 vNormal = {};
    float3 vWorldPos = {};
    float2 vUv = {};
    float4 outAlbedo = {};
    float4 outNormal = {};
    float4 outPosition = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {vNormal_1, vWorldPos_1, vUv_1};
    vNormal = input.vNormal_;
    vWorldPos = input.vWorldPos_;
    vUv = input.vUv_;
    _glsl_main(vNormal, vWorldPos, vUv, uAlbedo, uAlbedo_sampler, outAlbedo, outNormal, outPosition);
    output.outAlbedo_ = outAlbedo;
    output.outNormal_ = outNormal;
    output.outPosition_ = outPosition;
    _glsl_Out _e24 = output;
    {
        mainOutput result = mainOutput {_e24.outAlbedo_, _e24.outNormal_, _e24.outPosition_};
        main0_out out = {};
        out.outAlbedo = result.outAlbedo;
        out.outNormal = result.outNormal;
        out.outPosition = result.outPosition;
        return out;
    }
}
