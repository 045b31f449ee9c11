#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Material {
    float4 tint;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Material) == 16, "Material: size");
static_assert(__builtin_offsetof(Material, tint) == 0, "Material::tint: offset");
#endif

struct Light {
    float intensity;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Light) == 4, "Light: size");
static_assert(__builtin_offsetof(Light, intensity) == 0, "Light::intensity: offset");
#endif

struct stride16_elem8 {
    Light value;
    uchar pad[12];
};

struct Mixer {
    float weight;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Mixer) == 4, "Mixer: size");
static_assert(__builtin_offsetof(Mixer, weight) == 0, "Mixer::weight: offset");
#endif

struct type_Globals {
    Material gMaterial;
    array<stride16_elem8, 2> gLights;
    Mixer gMixer;
    uchar _pad3[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 64, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, gMaterial) == 0, "type_Globals::gMaterial: offset");
static_assert(__builtin_offsetof(type_Globals, gLights) == 16, "type_Globals::gLights: offset");
static_assert(__builtin_offsetof(type_Globals, gMixer) == 48, "type_Globals::gMixer: offset");
#endif

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

constant Material gNoisy = Material {float4(0.5f, 0.5f, 0.5f, 1.0f)};

struct main0_in {
    float2 uv [[user(TEXCOORD0)]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d<float> gMaterial_albedo [[texture(0)]],
    sampler gMaterial_smp [[sampler(0)]],
    array<texture2d<float>, 2> gDetail_layers [[texture(1)]],
    texture2d<float> gDetail_mask [[texture(3)]],
    sampler gDetail_smp [[sampler(1)]],
    const device float4* gLights_0_colors [[buffer(0)]],
    const device float4* gLights_1_colors [[buffer(1)]],
    texture2d<float> gMixer_channels_1_tex [[texture(5)]],
    texture2d<float> gNoise [[texture(6)]],
    constant type_Globals& _Globals [[buffer(2)]]
) {
    float2 uv = stage_in.uv;
    float2 uv_1 = {};
    float4 base = {};
    float4 layer = {};
    float4 light = {};
    float4 noise = {};
    float mix_ = {};
    uv_1 = uv;
    float4 _e6 = gMaterial_albedo.sample(gMaterial_smp, uv_1);
    base = _e6 * _Globals.gMaterial.tint;
    float4 _e18 = gDetail_layers[1].sample(gDetail_smp, uv_1);
    float4 _e22 = gDetail_mask.sample(gDetail_smp, uv_1);
    layer = _e18 * float4(_e22.x);
    light = (gLights_0_colors[0u] * float4(_Globals.gLights[0].value.intensity)) + (gLights_1_colors[1u] * float4(_Globals.gLights[1].value.intensity));
    float4 _e58 = gNoise.sample(gMaterial_smp, uv_1);
    noise = _e58 * gNoisy.tint;
    float4 _e66 = gMixer_channels_1_tex.sample(gMaterial_smp, uv_1);
    mix_ = _e66.x * _Globals.gMixer.weight;
    {
        mainOutput result = mainOutput {(((base + layer) + light) + noise) + float4(mix_)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
