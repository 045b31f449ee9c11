#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    int index_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 4, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, index_) == 0, "_glsl_In::index_: offset");
#endif

struct mainOutput {
    float4 color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, color) == 0, "mainOutput::color: offset");
#endif

struct Light {
    packed_float3 dir;
    float power;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Light) == 16, "Light: size");
static_assert(__builtin_offsetof(Light, dir) == 0, "Light::dir: offset");
static_assert(__builtin_offsetof(Light, power) == 12, "Light::power: offset");
#endif

struct _glsl_Out {
    float4 color_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 16, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, color_) == 0, "_glsl_Out::color_: offset");
#endif

array<float2, 2> corners(float s) {
    return array<float2, 2> {float2(-s), float2(s)};
}

float total(array<float, 3> w) {
    return (w[0] + w[1]) + w[2];
}

void _glsl_main(thread int& index, thread float4& color, thread array<float4, 2>& palette, thread array<array<float, 3>, 2>& grid) {
    array<Light, 2> lights = {};
    array<float2, 2> c = {};
    float weights = {};
    int i = {};
    lights = array<Light, 2> {Light {float3(0.0f, 1.0f, 0.0f), 2.0f}, Light {float3(1.0f, 0.0f, 0.0f), 0.5f}};
    array<float2, 2> _e16 = corners(0.25f);
    c = _e16;
    float _e22 = total(array<float, 3> {0.5f, 0.25f, 0.25f});
    weights = _e22;
    i = clamp(index, 0, 1);
    float2 _e51 = c[i];
    color = ((palette[i] * float4(lights[i].power)) * float4(weights)) + float4(_e51.x, _e51.y, grid[i][2], 0.0f);
    return;
}

struct main0_in {
    int index [[user(locn0), flat]];
};

struct main0_out {
    float4 color [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]]
) {
    int index_1 = stage_in.index;
    int index = {};
    float4 color = {};
    array<float4, 2> palette = array<float4, 2> {float4(1.0f, 0.0f, 0.0f, 1.0f), float4(0.0f, 1.0f, 0.0f, 1.0f)};
    array<array<float, 3>, 2> grid = array<array<float, 3>, 2> {array<float, 3> {1.0f, 2.0f, 3.0f}, array<float, 3> {4.0f, 5.0f, 6.0f}};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {index_1};
    index = input.index_;
    _glsl_main(index, color, palette, grid);
    output.color_ = color;
    {
        mainOutput result = mainOutput {output.color_};
        main0_out out = {};
        out.color = result.color;
        return out;
    }
}
