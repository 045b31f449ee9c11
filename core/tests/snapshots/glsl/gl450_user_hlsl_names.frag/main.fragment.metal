#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

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

float lerp_1(float a, float b, float t) {
    return 42.0f;
}

float frac_1(float x) {
    return -1.0f;
}

float mul_1(float a, float b) {
    return a + b;
}

float rsqrt_1(float x) {
    return x;
}

float atan2_1(float y, float x) {
    return 7.0f;
}

float3 saturate_1(float3 v) {
    return v * float3(2.0f);
}

void _glsl_main(thread float2& uv, thread float4& color) {
    float m = {};
    float f = {};
    float r = {};
    float e = {};
    float mine = {};
    m = mix(0.0f, 1.0f, uv.x);
    f = fract(uv.y * 3.0f);
    r = rsqrt(uv.x + 1.0f);
    e = rint(uv.y * 4.0f) + atan2(uv.y, 2.0f);
    float _e38 = lerp_1(1.0f, 2.0f, 0.5f);
    float _e40 = frac_1(2.5f);
    float _e44 = mul_1(2.0f, 3.0f);
    float _e47 = rsqrt_1(4.0f);
    float _e51 = atan2_1(0.2f, 1.0f);
    mine = (((_e38 + _e40) + _e44) + _e47) + _e51;
    float3 _e58 = saturate_1(float3(m, f, r));
    color = float4(_e58.x, _e58.y, _e58.z, e + mine);
    return;
}

struct main0_in {
    float2 uv [[user(locn0)]];
};

struct main0_out {
    float4 color [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]]
) {
    float2 uv_1 = stage_in.uv;
    float2 uv = {};
    float4 color = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {uv_1};
    uv = input.uv_;
    _glsl_main(uv, color);
    output.color_ = color;
    {
        mainOutput result = mainOutput {output.color_};
        main0_out out = {};
        out.color = result.color;
        return out;
    }
}
