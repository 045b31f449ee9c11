#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Material {
    float4 baseColor;
    float4 emissive;
    float roughness;
    float metallic;
    uchar _pad4[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Material) == 48, "type_Material: size");
static_assert(__builtin_offsetof(type_Material, baseColor) == 0, "type_Material::baseColor: offset");
static_assert(__builtin_offsetof(type_Material, emissive) == 16, "type_Material::emissive: offset");
static_assert(__builtin_offsetof(type_Material, roughness) == 32, "type_Material::roughness: offset");
static_assert(__builtin_offsetof(type_Material, metallic) == 36, "type_Material::metallic: offset");
#endif

struct _glsl_In {
    float3 vNormal_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, vNormal_) == 0, "_glsl_In::vNormal_: offset");
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

void _glsl_main(constant type_Material& Material, thread float3& vNormal, thread float4& color) {
    float ndl = {};
    float3 c = {};
    ndl = clamp(dot(normalize(vNormal), float3(0.0f, 0.0f, 1.0f)), 0.0f, 1.0f);
    c = (Material.baseColor.xyz * float3(mix(ndl, 1.0f, Material.roughness * 0.1f))) + Material.emissive.xyz;
    float3 _e42 = c * float3(1.0f - (0.5f * Material.metallic));
    color = float4(_e42.x, _e42.y, _e42.z, Material.baseColor.w);
    return;
}

struct main0_in {
    float3 vNormal [[user(vNormal)]];
};

struct main0_out {
    float4 color [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    constant type_Material& Material [[buffer(0)]]
) {
    float3 vNormal_1 = stage_in.vNormal;
    float3 vNormal = {};
    float4 color = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {vNormal_1};
    vNormal = input.vNormal_;
    _glsl_main(Material, vNormal, color);
    output.color_ = color;
    {
        mainOutput result = mainOutput {output.color_};
        main0_out out = {};
        out.color = result.color;
        return out;
    }
}
