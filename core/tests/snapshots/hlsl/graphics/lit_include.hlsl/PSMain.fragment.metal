#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Light {
    packed_float3 direction;
    float intensity;
    packed_float3 color;
    float ambient;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Light) == 32, "Light: size");
static_assert(__builtin_offsetof(Light, direction) == 0, "Light::direction: offset");
static_assert(__builtin_offsetof(Light, intensity) == 12, "Light::intensity: offset");
static_assert(__builtin_offsetof(Light, color) == 16, "Light::color: offset");
static_assert(__builtin_offsetof(Light, ambient) == 28, "Light::ambient: offset");
#endif

struct type_Frame {
    float4x4 ViewProj;
    Light Sun;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Frame) == 96, "type_Frame: size");
static_assert(__builtin_offsetof(type_Frame, ViewProj) == 0, "type_Frame::ViewProj: offset");
static_assert(__builtin_offsetof(type_Frame, Sun) == 64, "type_Frame::Sun: offset");
#endif

struct VSOut {
    float4 pos;
    float3 normal;
    float2 uv;
    uchar _pad3[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOut) == 48, "VSOut: size");
static_assert(__builtin_offsetof(VSOut, pos) == 0, "VSOut::pos: offset");
static_assert(__builtin_offsetof(VSOut, normal) == 16, "VSOut::normal: offset");
static_assert(__builtin_offsetof(VSOut, uv) == 32, "VSOut::uv: offset");
#endif

struct PSMainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PSMainOutput) == 16, "PSMainOutput: size");
static_assert(__builtin_offsetof(PSMainOutput, SV_Target) == 0, "PSMainOutput::SV_Target: offset");
#endif

float3 lambert(Light light, float3 normal, float3 albedo) {
    float3 normal_1 = {};
    float ndotl = {};
    normal_1 = normal;
    ndotl = saturate(dot(normalize(normal_1), -float3(light.direction)));
    return albedo * (float3(light.ambient) + ((float3(light.color) * float3(light.intensity)) * float3(ndotl)));
}

struct PSMain_in {
    float3 input_NORMAL [[user(NORMAL0)]];
    float2 input_TEXCOORD0 [[user(TEXCOORD0)]];
};

struct PSMain_out {
    float4 SV_Target [[color(0)]];
};

fragment PSMain_out PSMain(
    PSMain_in stage_in [[stage_in]],
    float4 input_SV_Position [[position]],
    constant type_Frame& Frame [[buffer(0)]],
    texture2d<float> Albedo [[texture(0)]],
    sampler Linear [[sampler(0)]]
) {
    float3 input_NORMAL = stage_in.input_NORMAL;
    float2 input_TEXCOORD0 = stage_in.input_TEXCOORD0;
    VSOut input = {};
    float4 albedo = {};
    input = VSOut {input_SV_Position, input_NORMAL, input_TEXCOORD0};
    float4 _e10 = Albedo.sample(Linear, input.uv);
    albedo = _e10;
    float3 _e18 = lambert(Frame.Sun, input.normal, albedo.xyz);
    {
        PSMainOutput result = PSMainOutput {float4(_e18.x, _e18.y, _e18.z, albedo.w)};
        PSMain_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
