#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Globals {
    float2 scale;
    uchar _pad1[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 16, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, scale) == 0, "type_Globals::scale: offset");
#endif

struct _glsl_In {
    float2 position_;
    float2 uv_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, position_) == 0, "_glsl_In::position_: offset");
static_assert(__builtin_offsetof(_glsl_In, uv_) == 8, "_glsl_In::uv_: offset");
#endif

struct mainOutput {
    float4 gl_Position;
    float2 texcoord;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 32, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_Position) == 0, "mainOutput::gl_Position: offset");
static_assert(__builtin_offsetof(mainOutput, texcoord) == 16, "mainOutput::texcoord: offset");
#endif

struct _glsl_Out {
    float4 gl_Position_;
    float2 texcoord_;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 32, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_Position_) == 0, "_glsl_Out::gl_Position_: offset");
static_assert(__builtin_offsetof(_glsl_Out, texcoord_) == 16, "_glsl_Out::texcoord_: offset");
#endif

void _glsl_main(thread float4& gl_Position, thread float2& position, thread float2& uv, thread float2& texcoord, constant type_Globals& _Globals) {
    texcoord = uv;
    float2 _e9 = position * _Globals.scale;
    gl_Position = float4(_e9.x, _e9.y, 0.0f, 1.0f);
    return;
}

struct main0_in {
    float2 position [[attribute(0)]];
    float2 uv [[attribute(1)]];
};

struct main0_out {
    float4 gl_Position [[position]];
    float2 texcoord [[user(texcoord)]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float2 position_1 = stage_in.position;
    float2 uv_1 = stage_in.uv;
    float4 gl_Position = {};
    float2 position = {};
    float2 uv = {};
    float2 texcoord = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {position_1, uv_1};
    position = input.position_;
    uv = input.uv_;
    _glsl_main(gl_Position, position, uv, texcoord, _Globals);
    output.gl_Position_ = gl_Position;
    output.texcoord_ = texcoord;
    _glsl_Out _e17 = output;
    {
        mainOutput result = mainOutput {_e17.gl_Position_, _e17.texcoord_};
        main0_out out = {};
        out.gl_Position = result.gl_Position;
        out.texcoord = result.texcoord;
        return out;
    }
}
