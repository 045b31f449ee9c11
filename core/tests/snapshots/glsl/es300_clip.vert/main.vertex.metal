#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Globals {
    float uAngle;
    uchar _pad1[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 16, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, uAngle) == 0, "type_Globals::uAngle: offset");
#endif

struct _glsl_In {
    float2 aPos_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 8, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, aPos_) == 0, "_glsl_In::aPos_: offset");
#endif

struct mainOutput {
    float4 gl_Position;
    float2 vLocal;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 32, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_Position) == 0, "mainOutput::gl_Position: offset");
static_assert(__builtin_offsetof(mainOutput, vLocal) == 16, "mainOutput::vLocal: offset");
#endif

struct _glsl_Out {
    float4 gl_Position_;
    float2 vLocal_;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 32, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_Position_) == 0, "_glsl_Out::gl_Position_: offset");
static_assert(__builtin_offsetof(_glsl_Out, vLocal_) == 16, "_glsl_Out::vLocal_: offset");
#endif

void _glsl_main(thread float4& gl_Position, thread float2& aPos, thread float2& vLocal, constant type_Globals& _Globals) {
    float c = {};
    float s = {};
    float2x2 rot = {};
    c = cos(_Globals.uAngle);
    s = sin(_Globals.uAngle);
    rot = float2x2(float2(c, s), float2(-s, c));
    vLocal = rot * aPos;
    float2 _e28 = vLocal;
    gl_Position = float4(_e28.x, _e28.y, 0.0f, 1.0f);
    return;
}

struct main0_in {
    float2 aPos [[attribute(0)]];
};

struct main0_out {
    float4 gl_Position [[position]];
    float2 vLocal [[user(vLocal)]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float2 aPos_1 = stage_in.aPos;
    float4 gl_Position = {};
    float2 aPos = {};
    float2 vLocal = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {aPos_1};
    aPos = input.aPos_;
    _glsl_main(gl_Position, aPos, vLocal, _Globals);
    output.gl_Position_ = gl_Position;
    output.vLocal_ = vLocal;
    _glsl_Out _e13 = output;
    {
        mainOutput result = mainOutput {_e13.gl_Position_, _e13.vLocal_};
        main0_out out = {};
        out.gl_Position = result.gl_Position;
        out.vLocal = result.vLocal;
        return out;
    }
}
