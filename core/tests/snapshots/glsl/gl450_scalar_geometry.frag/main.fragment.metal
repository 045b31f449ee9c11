#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    float4 v_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, v_) == 0, "_glsl_In::v_: offset");
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

void _glsl_main(thread float4& v, thread float4& color) {
    float n = {};
    float r = {};
    float t = {};
    float f = {};
    n = normalize(float2(v.x, 0.0f)).x;
    r = reflect(float2(v.x, 0.0f), float2(v.y, 0.0f)).x;
    t = refract(float2(v.x, 0.0f), float2(n, 0.0f), v.z).x;
    f = faceforward(float2(v.y, 0.0f), float2(v.x, 0.0f), float2(v.w, 0.0f)).x;
    color = float4(n + r, t, f, abs(v.z - v.w) + abs(v.y));
    return;
}

struct main0_in {
    float4 v [[user(locn0)]];
};

struct main0_out {
    float4 color [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]]
) {
    float4 v_1 = stage_in.v;
    float4 v = {};
    float4 color = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {v_1};
    v = input.v_;
    _glsl_main(v, color);
    output.color_ = color;
    {
        mainOutput result = mainOutput {output.color_};
        main0_out out = {};
        out.color = result.color;
        return out;
    }
}
