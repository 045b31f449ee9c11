#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Material {
    uint albedo;
    uint normal;
    uint samplerIndex;
    float strength;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Material) == 16, "Material: size");
static_assert(__builtin_offsetof(Material, albedo) == 0, "Material::albedo: offset");
static_assert(__builtin_offsetof(Material, normal) == 4, "Material::normal: offset");
static_assert(__builtin_offsetof(Material, samplerIndex) == 8, "Material::samplerIndex: offset");
static_assert(__builtin_offsetof(Material, strength) == 12, "Material::strength: offset");
#endif

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

float3 decode_normal(texture2d<float> map, sampler s, float2 uv) {
    float4 _e3 = map.sample(s, uv);
    return (_e3.xyz * float3(2.0f)) - float3(1.0f);
}

struct main0_in {
    float2 uv [[user(TEXCOORD0)]];
    float3 light [[user(TEXCOORD1)]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    constant Material& material [[buffer(0)]],
    constant ulong& _resource_heap0 [[buffer(1)]],
    constant sampler* _sampler_heap1 [[buffer(2)]]
) {
    float2 uv = stage_in.uv;
    float3 light = stage_in.light;
    float2 uv_1 = {};
    float3 light_1 = {};
    float lit = {};
    uv_1 = uv;
    light_1 = light;
    uint _e6 = material.albedo;
    sampler _e18 = _sampler_heap1[material.samplerIndex];
    float3 _e21 = decode_normal(as_type<texture2d<float>>(_resource_heap0 + ulong(material.normal)), _e18, uv_1);
    lit = saturate(dot(_e21, normalize(light_1))) * material.strength;
    float4 _e31 = as_type<texture2d<float>>(_resource_heap0 + ulong(_e6)).sample(_e18, uv_1);
    {
        mainOutput result = mainOutput {_e31 * float4(lit)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
