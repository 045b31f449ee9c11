#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_FragmentConstants {
    uchar _pad0[64];
    float4 tint;
    float exposure;
    uchar _pad2[12];
    float2 scale;
    uchar _pad3[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_FragmentConstants) == 112, "type_FragmentConstants: size");
static_assert(__builtin_offsetof(type_FragmentConstants, tint) == 64, "type_FragmentConstants::tint: offset");
static_assert(__builtin_offsetof(type_FragmentConstants, exposure) == 80, "type_FragmentConstants::exposure: offset");
static_assert(__builtin_offsetof(type_FragmentConstants, scale) == 96, "type_FragmentConstants::scale: offset");
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

struct stride16_elem6 {
    float value;
    uchar pad[12];
};

struct type_Scene {
    float4 ambient;
    uchar _pad1[48];
    Light sun;
    uchar _pad2[48];
    array<stride16_elem6, 3> weights;
    uchar _pad3[16];
    float distortionAlpha;
    uchar _pad4[12];
    float4x4 view;
    uchar _pad5[96];
    float4 fog;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Scene) == 384, "type_Scene: size");
static_assert(__builtin_offsetof(type_Scene, ambient) == 0, "type_Scene::ambient: offset");
static_assert(__builtin_offsetof(type_Scene, sun) == 64, "type_Scene::sun: offset");
static_assert(__builtin_offsetof(type_Scene, weights) == 128, "type_Scene::weights: offset");
static_assert(__builtin_offsetof(type_Scene, distortionAlpha) == 192, "type_Scene::distortionAlpha: offset");
static_assert(__builtin_offsetof(type_Scene, view) == 208, "type_Scene::view: offset");
static_assert(__builtin_offsetof(type_Scene, fog) == 368, "type_Scene::fog: offset");
#endif

struct _glsl_In {
    float2 uv_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 8, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, uv_) == 0, "_glsl_In::uv_: offset");
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

void _glsl_main(constant type_FragmentConstants& FragmentConstants, constant type_Scene& Scene, thread float2& uv, thread float4& color) {
    float3 lit = {};
    float w = {};
    float4 c = {};
    lit = Scene.ambient.xyz + float3(Scene.sun.intensity * max(dot(float3(0.0f, 0.0f, 1.0f), -float3(Scene.sun.direction)), 0.0f));
    w = (Scene.weights[0].value + Scene.weights[1].value) + Scene.weights[2].value;
    float3 _e46 = lit * float3(w);
    c = (float4(_e46.x, _e46.y, _e46.z, Scene.distortionAlpha) * FragmentConstants.tint) * float4(FragmentConstants.exposure);
    float2 _e71 = c.xy * (FragmentConstants.scale * uv);
    float4 _e72 = c;
    c = float4(_e71.x, _e71.y, _e72.z, _e72.w);
    color = mix(c, Scene.fog, float4(Scene.fog.w)) + Scene.view[3];
    return;
}

struct main0_in {
    float2 uv [[user(locn0)]];
};

struct main0_out {
    float4 color [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    constant type_FragmentConstants& FragmentConstants [[buffer(0)]],
    constant type_Scene& Scene [[buffer(1)]]
) {
    float2 uv_1 = stage_in.uv;
    float2 uv = {};
    float4 color = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {uv_1};
    uv = input.uv_;
    _glsl_main(FragmentConstants, Scene, uv, color);
    output.color_ = color;
    {
        mainOutput result = mainOutput {output.color_};
        main0_out out = {};
        out.color = result.color;
        return out;
    }
}
