#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

struct Light {
    packed_float3 direction;
    float intensity;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Light) == 16, "Light: size");
static_assert(__builtin_offsetof(Light, direction) == 0, "Light::direction: offset");
static_assert(__builtin_offsetof(Light, intensity) == 12, "Light::intensity: offset");
#endif

struct Output {
    float4 color;
    Light light;
    float2 scale;
    uchar _pad3[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Output) == 48, "Output: size");
static_assert(__builtin_offsetof(Output, color) == 0, "Output::color: offset");
static_assert(__builtin_offsetof(Output, light) == 16, "Output::light: offset");
static_assert(__builtin_offsetof(Output, scale) == 32, "Output::scale: offset");
#endif

Output Make(float4 c) {
    float3 _e7 = float3(0.0f, 1.0f, 0.0f);
    Light _e13 = Light {float3(_e7.x, _e7.y, _e7.z), 2.0f};
    float3 _e20 = float3(_e13.direction);
    return Output {float4(c.x, c.y, c.z, c.w), Light {float3(_e20.x, _e20.y, _e20.z), _e13.intensity}, float2(0.5f, 4.0f)};
}

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    float4 pos [[position]]
) {
    float4 pos_1 = {};
    Output o = {};
    Light l = {};
    pos_1 = pos;
    Output _e8 = Make(pos_1 * float4(0.001f));
    o = _e8;
    float3 _e19 = float3(o.light.direction).zyx;
    l = Light {float3(_e19.x, _e19.y, _e19.z), o.light.intensity + 1.0f};
    float3 _e39 = o.color.xyz * ((float3(l.direction) * float3(l.intensity)) * float3(o.scale.x));
    o.color = float4(_e39.x, _e39.y, _e39.z, o.color.w);
    {
        mainOutput result = mainOutput {o.color};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
