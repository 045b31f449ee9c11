#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Material {
    uint albedo;
    uint environment;
    uint mask;
    uint sampler_index;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Material) == 16, "Material: size");
static_assert(__builtin_offsetof(Material, albedo) == 0, "Material::albedo: offset");
static_assert(__builtin_offsetof(Material, environment) == 4, "Material::environment: offset");
static_assert(__builtin_offsetof(Material, mask) == 8, "Material::mask: offset");
static_assert(__builtin_offsetof(Material, sampler_index) == 12, "Material::sampler_index: offset");
#endif

struct _glsl_In {
    float2 uv_;
    uchar _pad1[8];
    packed_float3 normal_;
    uint instance_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, uv_) == 0, "_glsl_In::uv_: offset");
static_assert(__builtin_offsetof(_glsl_In, normal_) == 16, "_glsl_In::normal_: offset");
static_assert(__builtin_offsetof(_glsl_In, instance_) == 28, "_glsl_In::instance_: offset");
#endif

struct mainOutput {
    float4 color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, color) == 0, "mainOutput::color: offset");
#endif

struct _glsl_Out {
    float4 color_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 16, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, color_) == 0, "_glsl_Out::color_: offset");
#endif

void _glsl_main(constant ulong& textures, constant ulong& cubes, constant ulong& images, constant sampler* samplers, constant Material& material, thread float2& uv, thread float3& normal, thread uint& instance, thread float4& color) {
    float4 albedo = {};
    float4 sky = {};
    float4 mask = {};
    sampler _e4 = samplers[material.sampler_index];
    float4 _e16 = as_type<texture2d<float>>(textures + ulong(material.albedo + instance)).sample(_e4, uv);
    albedo = _e16;
    float4 _e25 = as_type<texturecube<float>>(cubes + ulong(material.environment)).sample(_e4, normal);
    sky = _e25;
    float4 _e39 = as_type<texture2d<float, access::read>>(images + ulong(material.mask)).read(uint2(int2(uv * float2(64.0f))));
    mask = _e39;
    color = mix(albedo, sky, float4(mask.x));
    return;
}

struct main0_in {
    float2 uv [[user(locn0)]];
    float3 normal [[user(locn1)]];
    uint instance [[user(locn2), flat]];
};

struct main0_out {
    float4 color [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    constant ulong& textures [[buffer(1)]],
    constant sampler* samplers [[buffer(2)]],
    constant Material& material [[buffer(0)]]
) {
    constant ulong& cubes = textures;
    constant ulong& images = textures;
    float2 uv_1 = stage_in.uv;
    float3 normal_1 = stage_in.normal;
    uint instance_1 = stage_in.instance;
    float2 uv = {};
    float3 normal = {};
    uint instance = {};
    float4 color = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {uv_1, {}, normal_1, instance_1};
    uv = input.uv_;
    normal = float3(input.normal_);
    instance = input.instance_;
    _glsl_main(textures, cubes, images, samplers, material, uv, normal, instance, color);
    output.color_ = color;
    {
        mainOutput result = mainOutput {output.color_};
        main0_out out = {};
        out.color = result.color;
        return out;
    }
}
