#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Globals {
    float4x4 uModelViewProjection;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 64, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, uModelViewProjection) == 0, "type_Globals::uModelViewProjection: offset");
#endif

struct _glsl_In {
    float3 aPosition_;
    float4 aColor_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, aPosition_) == 0, "_glsl_In::aPosition_: offset");
static_assert(__builtin_offsetof(_glsl_In, aColor_) == 16, "_glsl_In::aColor_: offset");
#endif

struct mainOutput {
    float4 gl_Position;
    float4 vColor;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 32, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_Position) == 0, "mainOutput::gl_Position: offset");
static_assert(__builtin_offsetof(mainOutput, vColor) == 16, "mainOutput::vColor: offset");
#endif

struct _glsl_Out {
    float4 gl_Position_;
    float4 vColor_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 32, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_Position_) == 0, "_glsl_Out::gl_Position_: offset");
static_assert(__builtin_offsetof(_glsl_Out, vColor_) == 16, "_glsl_Out::vColor_: offset");
#endif

void _glsl_main(thread float4& gl_Position, thread float3& aPosition, thread float4& aColor, thread float4& vColor, constant type_Globals& _Globals) {
    vColor = aColor;
    float3 _e8 = aPosition;
    gl_Position = _Globals.uModelViewProjection * float4(_e8.x, _e8.y, _e8.z, 1.0f);
    return;
}

struct main0_in {
    float3 aPosition [[attribute(0)]];
    float4 aColor [[attribute(1)]];
};

struct main0_out {
    float4 gl_Position [[position]];
    float4 vColor [[user(vColor)]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float3 aPosition_1 = stage_in.aPosition;
    float4 aColor_1 = stage_in.aColor;
    float4 gl_Position = {};
    float3 aPosition = {};
    float4 aColor = {};
    float4 vColor = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {aPosition_1, aColor_1};
    aPosition = input.aPosition_;
    aColor = input.aColor_;
    _glsl_main(gl_Position, aPosition, aColor, vColor, _Globals);
    output.gl_Position_ = gl_Position;
    output.vColor_ = vColor;
    _glsl_Out _e17 = output;
    {
        mainOutput result = mainOutput {_e17.gl_Position_, _e17.vColor_};
        main0_out out = {};
        out.gl_Position = result.gl_Position;
        out.vColor = result.vColor;
        return out;
    }
}
