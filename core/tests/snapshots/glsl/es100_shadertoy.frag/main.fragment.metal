#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Globals {
    float2 iResolution;
    float iTime;
    uchar _pad2[4];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 16, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, iResolution) == 0, "type_Globals::iResolution: offset");
static_assert(__builtin_offsetof(type_Globals, iTime) == 8, "type_Globals::iTime: offset");
#endif

struct _glsl_In {
    float4 gl_FragCoord_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_FragCoord_) == 0, "_glsl_In::gl_FragCoord_: offset");
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

void _glsl_main(thread float4& gl_FragColor, thread float4& gl_FragCoord, constant type_Globals& _Globals) {
    float2 uv = {};
    float d = {};
    float rings = {};
    float3 col = {};
    uv = (gl_FragCoord.xy - (float2(0.5f) * _Globals.iResolution)) / float2(_Globals.iResolution.y);
    d = length(uv);
    rings = sin((20.0f * d) - (4.0f * _Globals.iTime));
    col = mix(float3(0.1f, 0.2f, 0.5f), float3(1.0f, 0.8f, 0.3f), float3(smoothstep(-0.2f, 0.2f, rings)));
    col = col * float3(1.0f - smoothstep(0.4f, 0.9f, d));
    float3 _e59 = col;
    gl_FragColor = float4(_e59.x, _e59.y, _e59.z, 1.0f);
    return;
}

struct main0_out {
    float4 gl_FragColor [[color(0)]];
};

fragment main0_out main0(
    float4 gl_FragCoord_1 [[position]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float4 gl_FragColor = {};
    float4 gl_FragCoord = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {gl_FragCoord_1};
    gl_FragCoord = input.gl_FragCoord_;
    _glsl_main(gl_FragColor, gl_FragCoord, _Globals);
    output.gl_FragColor_ = gl_FragColor;
    {
        mainOutput result = mainOutput {output.gl_FragColor_};
        main0_out out = {};
        out.gl_FragColor = result.gl_FragColor;
        return out;
    }
}
