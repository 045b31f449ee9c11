#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Light_row_major {
    float4 color;
    float4x3 frame;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Light_row_major) == 80, "Light_row_major: size");
static_assert(__builtin_offsetof(Light_row_major, color) == 0, "Light_row_major::color: offset");
static_assert(__builtin_offsetof(Light_row_major, frame) == 16, "Light_row_major::frame: offset");
#endif

struct type_Scene {
    float3x4 colMajor;
    float4x3 rowMajor;
    float4x4 view;
    Light_row_major sun;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Scene) == 256, "type_Scene: size");
static_assert(__builtin_offsetof(type_Scene, colMajor) == 0, "type_Scene::colMajor: offset");
static_assert(__builtin_offsetof(type_Scene, rowMajor) == 48, "type_Scene::rowMajor: offset");
static_assert(__builtin_offsetof(type_Scene, view) == 112, "type_Scene::view: offset");
static_assert(__builtin_offsetof(type_Scene, sun) == 176, "type_Scene::sun: offset");
#endif

struct Light {
    float4 color;
    float3x4 frame;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Light) == 64, "Light: size");
static_assert(__builtin_offsetof(Light, color) == 0, "Light::color: offset");
static_assert(__builtin_offsetof(Light, frame) == 16, "Light::frame: offset");
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

void _glsl_main(constant type_Scene& Scene, const device Light* lights, texture2d<float> albedo, sampler albedo_sampler, thread float2& uv, thread float4& color) {
    float4 c = {};
    float4 a = {};
    float4 b = {};
    float4 _e5 = albedo.sample(albedo_sampler, uv);
    c = _e5;
    a = Scene.colMajor * float3(1.0f, 0.0f, 0.0f);
    b = (transpose(Scene.rowMajor) * float3(0.0f, 1.0f, 0.0f)) + (transpose(Scene.sun.frame) * float3(1.0f));
    color = ((c * (a + b)) * lights[0u].color) + transpose(Scene.view)[2];
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
    constant type_Scene& Scene [[buffer(0)]],
    const device Light* lights [[buffer(1)]],
    texture2d<float> albedo [[texture(0)]],
    sampler albedo_sampler [[sampler(0)]]
) {
    float2 uv_1 = stage_in.uv;
    float2 uv = {};
    float4 color = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {uv_1};
    uv = input.uv_;
    _glsl_main(Scene, lights, albedo, albedo_sampler, uv, color);
    output.color_ = color;
    {
        mainOutput result = mainOutput {output.color_};
        main0_out out = {};
        out.color = result.color;
        return out;
    }
}
