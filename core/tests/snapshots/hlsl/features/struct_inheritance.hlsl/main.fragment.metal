#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Frame {
    packed_float3 LightDir;
    float Time;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Frame) == 16, "type_Frame: size");
static_assert(__builtin_offsetof(type_Frame, LightDir) == 0, "type_Frame::LightDir: offset");
static_assert(__builtin_offsetof(type_Frame, Time) == 12, "type_Frame::Time: offset");
#endif

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

struct Pulsing {
    packed_float3 Albedo;
    float Roughness;
    packed_float3 Emission;
    float Phase;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Pulsing) == 32, "Pulsing: size");
static_assert(__builtin_offsetof(Pulsing, Albedo) == 0, "Pulsing::Albedo: offset");
static_assert(__builtin_offsetof(Pulsing, Roughness) == 12, "Pulsing::Roughness: offset");
static_assert(__builtin_offsetof(Pulsing, Emission) == 16, "Pulsing::Emission: offset");
static_assert(__builtin_offsetof(Pulsing, Phase) == 28, "Pulsing::Phase: offset");
#endif

struct SurfaceBase {
    packed_float3 Albedo;
    float Roughness;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(SurfaceBase) == 16, "SurfaceBase: size");
static_assert(__builtin_offsetof(SurfaceBase, Albedo) == 0, "SurfaceBase::Albedo: offset");
static_assert(__builtin_offsetof(SurfaceBase, Roughness) == 12, "SurfaceBase::Roughness: offset");
#endif

float3 Pulsing_Shade(Pulsing this_, float3 n, float3 l) {
    float3 n_1 = {};
    float3 l_1 = {};
    n_1 = n;
    l_1 = l;
    return (float3(this_.Albedo) * float3(saturate(dot(n_1, l_1)))) + float3(this_.Emission);
}

float3 SurfaceBase_Shade(SurfaceBase this_, float3 n, float3 l) {
    float3 n_1 = {};
    float3 l_1 = {};
    n_1 = n;
    l_1 = l;
    return float3(this_.Albedo) * float3(saturate(dot(n_1, l_1)));
}

float Pulsing_Gloss(Pulsing this_) {
    return 1.0f - this_.Roughness;
}

struct main0_in {
    float3 normal [[user(NORMAL0)]];
    float2 uv [[user(TEXCOORD0)]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    constant type_Frame& Frame [[buffer(0)]]
) {
    float3 normal = stage_in.normal;
    float2 uv = stage_in.uv;
    float3 normal_1 = {};
    float2 uv_1 = {};
    Pulsing s = {};
    SurfaceBase plain = {};
    float3 n = {};
    float3 c = {};
    normal_1 = normal;
    uv_1 = uv;
    float2 _e7 = uv_1;
    s.Albedo = float3(_e7.x, _e7.y, 0.5f);
    s.Roughness = 0.4f;
    s.Emission = float3(0.1f, 0.05f, 0.0f);
    s.Phase = fract(Frame.Time);
    plain = SurfaceBase {};
    plain.Albedo = float3(0.2f);
    n = normalize(normal_1);
    float3 _e40 = Pulsing_Shade(s, n, -float3(Frame.LightDir));
    float _e45 = s.Phase;
    float3 _e58 = SurfaceBase_Shade(plain, n, -float3(Frame.LightDir));
    c = (_e40 * float3(0.5f + (0.5f * sin(_e45 * 6.2831f)))) + _e58;
    float _e61 = Pulsing_Gloss(s);
    float3 _e62 = c;
    {
        mainOutput result = mainOutput {float4(_e62.x, _e62.y, _e62.z, _e61)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
