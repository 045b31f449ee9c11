#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Globals {
    packed_float3 iResolution;
    float iTime;
    float4 iMouse;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 32, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, iResolution) == 0, "type_Globals::iResolution: offset");
static_assert(__builtin_offsetof(type_Globals, iTime) == 12, "type_Globals::iTime: offset");
static_assert(__builtin_offsetof(type_Globals, iMouse) == 16, "type_Globals::iMouse: offset");
#endif

struct _glsl_In {
    float4 gl_FragCoord_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_FragCoord_) == 0, "_glsl_In::gl_FragCoord_: offset");
#endif

struct mainOutput {
    float4 _shadertoy_fragColor;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, _shadertoy_fragColor) == 0, "mainOutput::_shadertoy_fragColor: offset");
#endif

struct _glsl_Out {
    float4 _shadertoy_fragColor_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 16, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, _shadertoy_fragColor_) == 0, "_glsl_Out::_shadertoy_fragColor_: offset");
#endif

float circle(float2 p, float r) {
    float2 p_1 = {};
    float r_1 = {};
    p_1 = p;
    r_1 = r;
    return smoothstep(r_1, r_1 - 0.01f, length(p_1));
}

void mainImage(thread float4& fragColor, float2 fragCoord, texture2d<float> iChannel0, sampler iChannel0_sampler, constant type_Globals& _Globals) {
    float2 uv = {};
    float2 mouse = {};
    float3 col = {};
    uv = ((float2(2.0f) * fragCoord) - float3(_Globals.iResolution).xy) / float2(_Globals.iResolution.y);
    mouse = _Globals.iMouse.xy / float3(_Globals.iResolution).xy;
    col = float3(0.5f) + (float3(0.5f) * cos((float3(_Globals.iTime) + uv.xyx) + float3(0.0f, 2.0f, 4.0f)));
    float4 _e57 = iChannel0.sample(iChannel0_sampler, fragCoord / float3(_Globals.iResolution).xy);
    col = col * _e57.xyz;
    float _e68 = circle(uv - mouse, 0.2f);
    col = mix(col, float3(1.0f), float3(_e68));
    float3 _e73 = col;
    fragColor = float4(_e73.x, _e73.y, _e73.z, 1.0f);
    return;
}

void _glsl_main(thread float4& gl_FragCoord, texture2d<float> iChannel0, sampler iChannel0_sampler, thread float4& _shadertoy_fragColor, constant type_Globals& _Globals) {
    float4 _fragColor = {};
    mainImage(_fragColor, gl_FragCoord.xy, iChannel0, iChannel0_sampler, _Globals);
    _shadertoy_fragColor = _fragColor;
    return;
}

struct main0_out {
    float4 _shadertoy_fragColor [[color(0)]];
};

fragment main0_out main0(
    float4 gl_FragCoord_1 [[position]],
    texture2d<float> iChannel0 [[texture(0)]],
    sampler iChannel0_sampler [[sampler(0)]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float4 gl_FragCoord = {};
    float4 _shadertoy_fragColor = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {gl_FragCoord_1};
    gl_FragCoord = input.gl_FragCoord_;
    _glsl_main(gl_FragCoord, iChannel0, iChannel0_sampler, _shadertoy_fragColor, _Globals);
    output._shadertoy_fragColor_ = _shadertoy_fragColor;
    {
        mainOutput result = mainOutput {output._shadertoy_fragColor_};
        main0_out out = {};
        out._shadertoy_fragColor = result._shadertoy_fragColor;
        return out;
    }
}
