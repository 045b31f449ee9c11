#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    float x_;
    float n_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 8, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, x_) == 0, "_glsl_In::x_: offset");
static_assert(__builtin_offsetof(_glsl_In, n_) == 4, "_glsl_In::n_: offset");
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

void _glsl_main(thread float& x, thread float& n, thread float4& color) {
    color = float4(normalize(float2(x, 0.0f)).x, reflect(float2(x, 0.0f), float2(n, 0.0f)).x, refract(float2(x, 0.0f), float2(n, 0.0f), 0.5f).x, faceforward(float2(x, 0.0f), float2(n, 0.0f), float2(-n, 0.0f)).x);
    return;
}

struct main0_in {
    float x [[user(locn0)]];
    float n [[user(locn1)]];
};

struct main0_out {
    float4 color [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]]
) {
    float x_1 = stage_in.x;
    float n_1 = stage_in.n;
    float x = {};
    float n = {};
    float4 color = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {x_1, n_1};
    x = input.x_;
    n = input.n_;
    _glsl_main(x, n, color);
    output.color_ = color;
    {
        mainOutput result = mainOutput {output.color_};
        main0_out out = {};
        out.color = result.color;
        return out;
    }
}
