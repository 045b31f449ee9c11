#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    uint gl_VertexID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 4, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_VertexID_) == 0, "_glsl_In::gl_VertexID_: offset");
#endif

struct mainOutput {
    float4 gl_Position;
    float2 vUv;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 32, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_Position) == 0, "mainOutput::gl_Position: offset");
static_assert(__builtin_offsetof(mainOutput, vUv) == 16, "mainOutput::vUv: offset");
#endif

struct _glsl_Out {
    float4 gl_Position_;
    float2 vUv_;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 32, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_Position_) == 0, "_glsl_Out::gl_Position_: offset");
static_assert(__builtin_offsetof(_glsl_Out, vUv_) == 16, "_glsl_Out::vUv_: offset");
#endif

void _glsl_main(thread float4& gl_Position, thread int& gl_VertexID, thread float2& vUv) {
    float2 p = {};
    p = float2(float((gl_VertexID << 1u) & 2), float(gl_VertexID & 2));
    vUv = p;
    float2 _e26 = (p * float2(2.0f)) - float2(1.0f);
    gl_Position = float4(_e26.x, _e26.y, 0.0f, 1.0f);
    return;
}

struct main0_out {
    float4 gl_Position [[position]];
    float2 vUv [[user(vUv)]];
};

vertex main0_out main0(
    uint gl_VertexID_1 [[vertex_id]]
) {
    float4 gl_Position = {};
    int gl_VertexID = {};
    float2 vUv = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {gl_VertexID_1};
    gl_VertexID = int(input.gl_VertexID_);
    _glsl_main(gl_Position, gl_VertexID, vUv);
    output.gl_Position_ = gl_Position;
    output.vUv_ = vUv;
    _glsl_Out _e14 = output;
    {
        mainOutput result = mainOutput {_e14.gl_Position_, _e14.vUv_};
        main0_out out = {};
        out.gl_Position = result.gl_Position;
        out.vUv = result.vUv;
        return out;
    }
}
