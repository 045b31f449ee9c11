#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Light {
    packed_float3 color;
    float intensity;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Light) == 16, "Light: size");
static_assert(__builtin_offsetof(Light, color) == 0, "Light::color: offset");
static_assert(__builtin_offsetof(Light, intensity) == 12, "Light::intensity: offset");
#endif

struct type_Globals {
    Light uLight;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 16, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, uLight) == 0, "type_Globals::uLight: offset");
#endif

struct _glsl_In {
    float2 vUv_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 8, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, vUv_) == 0, "_glsl_In::vUv_: offset");
#endif

struct mainOutput {
    float4 gl_FragColor;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_FragColor) == 0, "mainOutput::gl_FragColor: offset");
#endif

struct _glsl_Out {
    float4 gl_FragColor_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 16, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_FragColor_) == 0, "_glsl_Out::gl_FragColor_: offset");
#endif

constant float PI = 3.1415927f;

float _glsl_mod(float x, float y) {
    return x - (y * floor(x / y));
}

float checker(float2 p, float n) {
    float2 c = {};
    c = floor(p * float2(n));
    float _e12 = _glsl_mod(c.x + c.y, 2.0f);
    return _e12;
}

float3 shade(Light light, float k) {
    return (float3(light.color) * float3(light.intensity)) * float3(k);
}

void _glsl_main(thread float4& gl_FragColor, thread float2& vUv, constant type_Globals& _Globals) {
    float k = {};
    float wave = {};
    float _e4 = checker(vUv, 8.0f);
    k = _e4;
    wave = 0.5f + (0.5f * cos((vUv.x * 2.0f) * PI));
    float3 _e25 = shade(_Globals.uLight, k * wave);
    gl_FragColor = float4(_e25.x, _e25.y, _e25.z, 1.0f);
    return;
}

struct main0_in {
    float2 vUv [[user(vUv)]];
};

struct main0_out {
    float4 gl_FragColor [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float2 vUv_1 = stage_in.vUv;
    float4 gl_FragColor = {};
    float2 vUv = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {vUv_1};
    vUv = input.vUv_;
    _glsl_main(gl_FragColor, vUv, _Globals);
    output.gl_FragColor_ = gl_FragColor;
    {
        mainOutput result = mainOutput {output.gl_FragColor_};
        main0_out out = {};
        out.gl_FragColor = result.gl_FragColor;
        return out;
    }
}
