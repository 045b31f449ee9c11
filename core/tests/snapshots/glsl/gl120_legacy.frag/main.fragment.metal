#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Globals {
    float4 tint;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 16, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, tint) == 0, "type_Globals::tint: offset");
#endif

struct _glsl_In {
    float2 texcoord_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 8, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, texcoord_) == 0, "_glsl_In::texcoord_: offset");
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

void _glsl_main(thread float4& gl_FragColor, texture2d<float> tex, sampler tex_sampler, thread float2& texcoord, constant type_Globals& _Globals) {
    float4 _e5 = tex.sample(tex_sampler, texcoord);
    gl_FragColor = _e5 * _Globals.tint;
    return;
}

struct main0_in {
    float2 texcoord [[user(texcoord)]];
};

struct main0_out {
    float4 gl_FragColor [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d<float> tex [[texture(0)]],
    sampler tex_sampler [[sampler(0)]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float2 texcoord_1 = stage_in.texcoord;
    float4 gl_FragColor = {};
    float2 texcoord = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {texcoord_1};
    texcoord = input.texcoord_;
    _glsl_main(gl_FragColor, tex, tex_sampler, texcoord, _Globals);
    output.gl_FragColor_ = gl_FragColor;
    {
        mainOutput result = mainOutput {output.gl_FragColor_};
        main0_out out = {};
        out.gl_FragColor = result.gl_FragColor;
        return out;
    }
}
