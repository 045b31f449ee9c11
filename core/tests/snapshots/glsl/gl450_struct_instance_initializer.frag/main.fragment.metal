#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Light {
    packed_float3 direction;
    float intensity;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Light) == 16, "Light: size");
static_assert(__builtin_offsetof(Light, direction) == 0, "Light::direction: offset");
static_assert(__builtin_offsetof(Light, intensity) == 12, "Light::intensity: offset");
#endif

struct Fog {
    float density;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Fog) == 4, "Fog: size");
static_assert(__builtin_offsetof(Fog, density) == 0, "Fog::density: offset");
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

void _glsl_main(thread float4& color, thread Light& sun, thread Fog& fog) {
    fog.density = 0.1f;
    float3 _e11 = float3(sun.direction) * float3(sun.intensity);
    color = float4(_e11.x, _e11.y, _e11.z, fog.density);
    return;
}

struct main0_out {
    float4 color [[color(0)]];
};

fragment main0_out main0(
) {
    float4 color = {};
    Light sun = {};
    Fog fog = {};
    _glsl_Out output = {};
    sun = Light {normalize(float3(0.3f, 1.0f, 0.2f)), 2.5f};
    _glsl_main(color, sun, fog);
    output.color_ = color;
    {
        mainOutput result = mainOutput {output.color_};
        main0_out out = {};
        out.color = result.color;
        return out;
    }
}
