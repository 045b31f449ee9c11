#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Push {
    float4 tint;
    float exposure;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Push) == 32, "type_Push: size");
static_assert(__builtin_offsetof(type_Push, tint) == 0, "type_Push::tint: offset");
static_assert(__builtin_offsetof(type_Push, exposure) == 16, "type_Push::exposure: offset");
#endif

struct _glsl_In {
    float2 inUv_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 8, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, inUv_) == 0, "_glsl_In::inUv_: offset");
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

void _glsl_main(texture2d<float> uTexture, sampler uSampler, constant type_Push& Push, thread float2& inUv, thread float4& outColor) {
    float4 c = {};
    float4 _e5 = uTexture.sample(uSampler, inUv);
    c = _e5;
    float3 _e13 = c.xyz * float3(Push.exposure);
    outColor = float4(_e13.x, _e13.y, _e13.z, c.w) * Push.tint;
    return;
}

struct main0_in {
    float2 inUv [[user(locn0)]];
};

struct main0_out {
    float4 outColor [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d<float> uTexture [[texture(0)]],
    sampler uSampler [[sampler(0)]],
    constant type_Push& Push [[buffer(0)]]
) {
    float2 inUv_1 = stage_in.inUv;
    float2 inUv = {};
    float4 outColor = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {inUv_1};
    inUv = input.inUv_;
    _glsl_main(uTexture, uSampler, Push, inUv, outColor);
    output.outColor_ = outColor;
    {
        mainOutput result = mainOutput {output.outColor_};
        main0_out out = {};
        out.outColor = result.outColor;
        return out;
    }
}
