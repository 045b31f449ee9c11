#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_PerFrame {
    float4x4 ViewProj;
    packed_float3 CameraPos;
    float Time;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_PerFrame) == 80, "type_PerFrame: size");
static_assert(__builtin_offsetof(type_PerFrame, ViewProj) == 0, "type_PerFrame::ViewProj: offset");
static_assert(__builtin_offsetof(type_PerFrame, CameraPos) == 64, "type_PerFrame::CameraPos: offset");
static_assert(__builtin_offsetof(type_PerFrame, Time) == 76, "type_PerFrame::Time: offset");
#endif

struct type_PerObject {
    float4x4 World;
    float4 BaseColor;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_PerObject) == 80, "type_PerObject: size");
static_assert(__builtin_offsetof(type_PerObject, World) == 0, "type_PerObject::World: offset");
static_assert(__builtin_offsetof(type_PerObject, BaseColor) == 64, "type_PerObject::BaseColor: offset");
#endif

struct Light {
    packed_float3 direction;
    float intensity;
    packed_float3 color;
    float range;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Light) == 32, "Light: size");
static_assert(__builtin_offsetof(Light, direction) == 0, "Light::direction: offset");
static_assert(__builtin_offsetof(Light, intensity) == 12, "Light::intensity: offset");
static_assert(__builtin_offsetof(Light, color) == 16, "Light::color: offset");
static_assert(__builtin_offsetof(Light, range) == 28, "Light::range: offset");
#endif

struct type_Lights {
    Light Sun;
    Light Point;
    float3 PointPos;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Lights) == 80, "type_Lights: size");
static_assert(__builtin_offsetof(type_Lights, Sun) == 0, "type_Lights::Sun: offset");
static_assert(__builtin_offsetof(type_Lights, Point) == 32, "type_Lights::Point: offset");
static_assert(__builtin_offsetof(type_Lights, PointPos) == 64, "type_Lights::PointPos: offset");
#endif

struct PSInput {
    float4 position;
    float3 worldPos;
    float3 normal;
    float2 uv;
    uchar _pad4[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PSInput) == 64, "PSInput: size");
static_assert(__builtin_offsetof(PSInput, position) == 0, "PSInput::position: offset");
static_assert(__builtin_offsetof(PSInput, worldPos) == 16, "PSInput::worldPos: offset");
static_assert(__builtin_offsetof(PSInput, normal) == 32, "PSInput::normal: offset");
static_assert(__builtin_offsetof(PSInput, uv) == 48, "PSInput::uv: offset");
#endif

struct PSMainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PSMainOutput) == 16, "PSMainOutput: size");
static_assert(__builtin_offsetof(PSMainOutput, SV_Target) == 0, "PSMainOutput::SV_Target: offset");
#endif

float3 BlinnPhong(float3 n, float3 l, float3 v, float3 color, float intensity) {
    float3 n_1 = {};
    float3 l_1 = {};
    float3 h = {};
    float diffuse = {};
    float specular = {};
    n_1 = n;
    l_1 = l;
    h = normalize(l_1 + v);
    diffuse = saturate(dot(n_1, l_1));
    specular = pow(saturate(dot(n_1, h)), 32.0f);
    return (color * float3(intensity)) * float3(diffuse + specular);
}

struct PSMain_in {
    float3 input_TEXCOORD0 [[user(TEXCOORD0)]];
    float3 input_TEXCOORD1 [[user(TEXCOORD1)]];
    float2 input_TEXCOORD2 [[user(TEXCOORD2)]];
};

struct PSMain_out {
    float4 SV_Target [[color(0)]];
};

fragment PSMain_out PSMain(
    PSMain_in stage_in [[stage_in]],
    float4 input_SV_Position [[position]],
    constant type_PerFrame& PerFrame [[buffer(0)]],
    constant type_PerObject& PerObject [[buffer(1)]],
    constant type_Lights& Lights [[buffer(2)]],
    texture2d<float> Albedo [[texture(0)]],
    sampler LinearSampler [[sampler(0)]]
) {
    float3 input_TEXCOORD0 = stage_in.input_TEXCOORD0;
    float3 input_TEXCOORD1 = stage_in.input_TEXCOORD1;
    float2 input_TEXCOORD2 = stage_in.input_TEXCOORD2;
    PSInput input = {};
    float3 n = {};
    float3 v = {};
    float4 albedo = {};
    float3 lighting = {};
    float3 toPoint = {};
    float dist = {};
    float atten = {};
    input = PSInput {input_SV_Position, input_TEXCOORD0, input_TEXCOORD1, input_TEXCOORD2};
    n = normalize(input.normal);
    v = normalize(float3(PerFrame.CameraPos) - input.worldPos);
    float4 _e23 = Albedo.sample(LinearSampler, input.uv);
    albedo = _e23 * PerObject.BaseColor;
    float3 _e44 = BlinnPhong(n, -float3(Lights.Sun.direction), v, float3(Lights.Sun.color), Lights.Sun.intensity);
    lighting = _e44;
    toPoint = Lights.PointPos - input.worldPos;
    dist = length(toPoint);
    atten = saturate(1.0f - (dist / Lights.Point.range));
    float3 _e79 = BlinnPhong(n, toPoint / float3(dist), v, float3(Lights.Point.color), Lights.Point.intensity);
    lighting = lighting + ((_e79 * float3(atten)) * float3(atten));
    float3 _e95 = albedo.xyz * (lighting + float3(0.03f));
    {
        PSMainOutput result = PSMainOutput {float4(_e95.x, _e95.y, _e95.z, albedo.w)};
        PSMain_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
