#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Globals {
    float4x4 uViewProjection;
    float uPointScale;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 80, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, uViewProjection) == 0, "type_Globals::uViewProjection: offset");
static_assert(__builtin_offsetof(type_Globals, uPointScale) == 64, "type_Globals::uPointScale: offset");
#endif

struct _glsl_In {
    float3 aPosition_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, aPosition_) == 0, "_glsl_In::aPosition_: offset");
#endif

struct mainOutput {
    float gl_PointSize;
    uchar _pad1[12];
    float4 gl_Position;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 32, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_PointSize) == 0, "mainOutput::gl_PointSize: offset");
static_assert(__builtin_offsetof(mainOutput, gl_Position) == 16, "mainOutput::gl_Position: offset");
#endif

struct _glsl_Out {
    float gl_PointSize_;
    uchar _pad1[12];
    float4 gl_Position_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 32, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_PointSize_) == 0, "_glsl_Out::gl_PointSize_: offset");
static_assert(__builtin_offsetof(_glsl_Out, gl_Position_) == 16, "_glsl_Out::gl_Position_: offset");
#endif

void _glsl_main(thread float& gl_PointSize, thread float4& gl_Position, thread float3& aPosition, constant type_Globals& _Globals) {
    float4 p = {};
    float3 _e5 = aPosition;
    p = _Globals.uViewProjection * float4(_e5.x, _e5.y, _e5.z, 1.0f);
    gl_PointSize = _Globals.uPointScale / p.w;
    gl_Position = p;
    return;
}

struct main0_in {
    float3 aPosition [[attribute(0)]];
};

struct main0_out {
    float gl_PointSize [[point_size]];
    float4 gl_Position [[position]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float3 aPosition_1 = stage_in.aPosition;
    float gl_PointSize = {};
    float4 gl_Position = {};
    float3 aPosition = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {aPosition_1};
    aPosition = input.aPosition_;
    _glsl_main(gl_PointSize, gl_Position, aPosition, _Globals);
    output.gl_PointSize_ = gl_PointSize;
    output.gl_Position_ = gl_Position;
    _glsl_Out _e13 = output;
    {
        mainOutput result = mainOutput {_e13.gl_PointSize_, {}, _e13.gl_Position_};
        main0_out out = {};
        out.gl_PointSize = result.gl_PointSize;
        out.gl_Position = result.gl_Position;
        return out;
    }
}
