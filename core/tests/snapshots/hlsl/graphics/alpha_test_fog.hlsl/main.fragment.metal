#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_FogParams {
    packed_float3 FogColor;
    float FogDensity;
    float AlphaCutoff;
    uchar _pad3[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_FogParams) == 32, "type_FogParams: size");
static_assert(__builtin_offsetof(type_FogParams, FogColor) == 0, "type_FogParams::FogColor: offset");
static_assert(__builtin_offsetof(type_FogParams, FogDensity) == 12, "type_FogParams::FogDensity: offset");
static_assert(__builtin_offsetof(type_FogParams, AlphaCutoff) == 16, "type_FogParams::AlphaCutoff: offset");
#endif

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

struct main0_in {
    float2 uv [[user(TEXCOORD0)]];
    float viewDepth [[user(TEXCOORD1)]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    float4 pos [[position]],
    texture2d<float> Leaves [[texture(0)]],
    sampler Wrap [[sampler(0)]],
    constant type_FogParams& FogParams [[buffer(0)]]
) {
    float2 uv = stage_in.uv;
    float viewDepth = stage_in.viewDepth;
    float4 pos_1 = {};
    float2 uv_1 = {};
    float viewDepth_1 = {};
    float4 c = {};
    float fog = {};
    pos_1 = pos;
    uv_1 = uv;
    viewDepth_1 = viewDepth;
    float4 _e10 = Leaves.sample(Wrap, uv_1);
    c = _e10;
    if (c.w < FogParams.AlphaCutoff) {
        discard_fragment();
    }
    fog = exp(-pow(viewDepth_1 * FogParams.FogDensity, 2.0f));
    float3 _e35 = mix(float3(FogParams.FogColor), c.xyz, float3(saturate(fog)));
    {
        mainOutput result = mainOutput {float4(_e35.x, _e35.y, _e35.z, 1.0f)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
