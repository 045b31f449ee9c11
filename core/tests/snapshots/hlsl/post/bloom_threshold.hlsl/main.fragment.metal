#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_BloomParams {
    float Threshold;
    float Knee;
    float2 InvSourceSize;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_BloomParams) == 16, "type_BloomParams: size");
static_assert(__builtin_offsetof(type_BloomParams, Threshold) == 0, "type_BloomParams::Threshold: offset");
static_assert(__builtin_offsetof(type_BloomParams, Knee) == 4, "type_BloomParams::Knee: offset");
static_assert(__builtin_offsetof(type_BloomParams, InvSourceSize) == 8, "type_BloomParams::InvSourceSize: offset");
#endif

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

float Luminance(float3 c) {
    float3 c_1 = {};
    c_1 = c;
    return dot(c_1, float3(0.2126f, 0.7152f, 0.0722f));
}

struct main0_in {
    float2 uv [[user(TEXCOORD0)]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    float4 svpos [[position]],
    texture2d<float> SceneColor [[texture(0)]],
    sampler BilinearClamp [[sampler(0)]],
    constant type_BloomParams& BloomParams [[buffer(0)]]
) {
    float2 uv = stage_in.uv;
    float4 svpos_1 = {};
    float2 uv_1 = {};
    float4 o = {};
    float3 c = {};
    float brightness = {};
    float soft = {};
    float contribution = {};
    svpos_1 = svpos;
    uv_1 = uv;
    o = BloomParams.InvSourceSize.xyxy * float4(float(-1), float(-1), 1.0f, 1.0f);
    float4 _e28 = SceneColor.sample(BilinearClamp, uv_1 + o.xy);
    float4 _e36 = SceneColor.sample(BilinearClamp, uv_1 + o.zy);
    float4 _e45 = SceneColor.sample(BilinearClamp, uv_1 + o.xw);
    float4 _e54 = SceneColor.sample(BilinearClamp, uv_1 + o.zw);
    c = ((_e28.xyz + _e36.xyz) + _e45.xyz) + _e54.xyz;
    c = c * float3(0.25f);
    float _e64 = Luminance(c);
    brightness = _e64;
    soft = clamp((brightness - BloomParams.Threshold) + BloomParams.Knee, 0.0f, 2.0f * BloomParams.Knee);
    soft = (soft * soft) / ((4.0f * BloomParams.Knee) + 1e-5f);
    contribution = max(soft, brightness - BloomParams.Threshold) / max(brightness, 1e-5f);
    float3 _e111 = c * float3(contribution);
    {
        mainOutput result = mainOutput {float4(_e111.x, _e111.y, _e111.z, 1.0f)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
