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
    float _e11 = a;
    float _e14 = b;
    float _e18 = c;
    float _e21 = d;
    float _e25 = e;
    return saturate((x * ((float3(_e11) * x) + float3(_e14))) / ((x * ((float3(_e18) * x) + float3(_e21))) + float3(_e25)));
}

struct main0_in {
    float2 uv [[user(locn0)]];
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
    float2 _e7 = uv_1;
    float4 _e8 = HdrScene.sample(PointClamp, _e7);
    float _e12 = TonemapParams.Exposure;
    hdr = _e8.xyz * float3(_e12);
    float3 _e16 = hdr;
    float3 _e17 = ACESFilm(_e16);
    mapped = _e17;
    float _e21 = TonemapParams.Gamma;
    float3 _e23 = mapped;
    float3 _e25 = pow(_e23, float3(1.0f / _e21));
    {
        mainOutput result = mainOutput {float4(_e25.x, _e25.y, _e25.z, 1.0f)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
