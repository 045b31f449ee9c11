#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_TonemapParams {
    float Exposure;
    float Gamma;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_TonemapParams) == 16, "type_TonemapParams: size");
static_assert(__builtin_offsetof(type_TonemapParams, Exposure) == 0, "type_TonemapParams::Exposure: offset");
static_assert(__builtin_offsetof(type_TonemapParams, Gamma) == 4, "type_TonemapParams::Gamma: offset");
#endif

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

float3 ACESFilm(float3 x) {
    float a = {};
    float b = {};
    float c = {};
    float d = {};
    float e = {};
    a = 2.51f;
    b = 0.03f;
    c = 2.43f;
    d = 0.59f;
    e = 0.14f;
    return saturate((x * ((float3(a) * x) + float3(b))) / ((x * ((float3(c) * x) + float3(d))) + float3(e)));
}

struct main0_in {
    float2 uv [[user(TEXCOORD0)]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    float4 pos [[position]],
    texture2d<float> HdrScene [[texture(0)]],
    sampler PointClamp [[sampler(0)]],
    constant type_TonemapParams& TonemapParams [[buffer(0)]]
) {
    float2 uv = stage_in.uv;
    float4 pos_1 = {};
    float2 uv_1 = {};
    float3 hdr = {};
    float3 mapped = {};
    pos_1 = pos;
    uv_1 = uv;
    float4 _e8 = HdrScene.sample(PointClamp, uv_1);
    hdr = _e8.xyz * float3(TonemapParams.Exposure);
    float3 _e17 = ACESFilm(hdr);
    mapped = _e17;
    float3 _e25 = pow(mapped, float3(1.0f / TonemapParams.Gamma));
    {
        mainOutput result = mainOutput {float4(_e25.x, _e25.y, _e25.z, 1.0f)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
