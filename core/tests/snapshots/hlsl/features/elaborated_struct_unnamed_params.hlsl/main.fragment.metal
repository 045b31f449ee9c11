#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Light {
    packed_float3 color;
    float intensity;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Light) == 16, "Light: size");
static_assert(__builtin_offsetof(Light, color) == 0, "Light::color: offset");
static_assert(__builtin_offsetof(Light, intensity) == 12, "Light::intensity: offset");
#endif

struct type_Globals {
    Light g_fallback;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 16, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, g_fallback) == 0, "type_Globals::g_fallback: offset");
#endif

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

float weight(float unnamed_0, float w) {
    return w;
}

float weight_1(int unnamed_0) {
    return 1.0f;
}

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    float4 pos [[position]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float4 pos_1 = {};
    Light l = {};
    pos_1 = pos;
    l.color = float3(1.0f, 0.5f, 0.25f);
    float _e14 = weight(pos_1.x, 2.0f);
    float _e16 = weight_1(3);
    l.intensity = _e14 + _e16;
    float3 _e23 = float3(l.color) * float3(l.intensity);
    float3 _e34 = float3(_Globals.g_fallback.color);
    {
        mainOutput result = mainOutput {float4(_e23.x, _e23.y, _e23.z, 1.0f) + float4(_e34.x, _e34.y, _e34.z, 0.0f)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
