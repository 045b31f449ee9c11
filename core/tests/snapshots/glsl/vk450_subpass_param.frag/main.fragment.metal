#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

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

float4 shade(float4 a, int4 m, float k) {
    return (a * float4(k)) + (float4(m) / float4(255.0f));
}

void _glsl_main(thread float4& albedo, thread int4& material, thread float4& color) {
    float4 _e6 = shade(albedo, material, 0.5f);
    color = _e6;
    return;
}

struct main0_out {
    float4 color [[color(0)]];
};

fragment main0_out main0(
    float4 albedo [[color(0)]],
    int4 material [[color(1)]]
) {
    float4 color = {};
    _glsl_Out output = {};
    _glsl_main(albedo, material, color);
    output.color_ = color;
    {
        mainOutput result = mainOutput {output.color_};
        main0_out out = {};
        out.color = result.color;
        return out;
    }
}
