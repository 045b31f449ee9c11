#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_LensParams {
    float VignetteStrength;
    float Aberration;
    float GrainAmount;
    float Time;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_LensParams) == 16, "type_LensParams: size");
static_assert(__builtin_offsetof(type_LensParams, VignetteStrength) == 0, "type_LensParams::VignetteStrength: offset");
static_assert(__builtin_offsetof(type_LensParams, Aberration) == 4, "type_LensParams::Aberration: offset");
static_assert(__builtin_offsetof(type_LensParams, GrainAmount) == 8, "type_LensParams::GrainAmount: offset");
static_assert(__builtin_offsetof(type_LensParams, Time) == 12, "type_LensParams::Time: offset");
#endif

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

float Hash(float2 p) {
    float2 p_1 = {};
    p_1 = p;
    return fract(sin(dot(p_1, float2(12.9898f, 78.233f))) * 43758.547f);
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
    texture2d<float> Scene [[texture(0)]],
    sampler LinearClamp [[sampler(0)]],
    constant type_LensParams& LensParams [[buffer(0)]]
) {
    float2 uv = stage_in.uv;
    float4 pos_1 = {};
    float2 uv_1 = {};
    float2 d = {};
    float2 shift = {};
    float r = {};
    float g = {};
    float b = {};
    float vignette = {};
    float grain = {};
    pos_1 = pos;
    uv_1 = uv;
    d = uv_1 - float2(0.5f);
    shift = d * float2(LensParams.Aberration);
    float4 _e23 = Scene.sample(LinearClamp, uv_1 + shift);
    r = _e23.x;
    float4 _e29 = Scene.sample(LinearClamp, uv_1);
    g = _e29.y;
    float4 _e37 = Scene.sample(LinearClamp, uv_1 - shift);
    b = _e37.z;
    vignette = 1.0f - (dot(d, d) * LensParams.VignetteStrength);
    float _e61 = Hash((uv_1 * float2(1000.0f)) + float2(LensParams.Time));
    grain = (_e61 - 0.5f) * LensParams.GrainAmount;
    float3 _e77 = (float3(r, g, b) * float3(vignette)) + float3(grain);
    {
        mainOutput result = mainOutput {float4(_e77.x, _e77.y, _e77.z, 1.0f)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
