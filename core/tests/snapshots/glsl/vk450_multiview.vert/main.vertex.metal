#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Views {
    array<float4x4, 2> viewProj;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Views) == 128, "type_Views: size");
static_assert(__builtin_offsetof(type_Views, viewProj) == 0, "type_Views::viewProj: offset");
#endif

struct _glsl_In {
    uint gl_ViewIndex_;
    uchar _pad1[12];
    float4 aPos_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_ViewIndex_) == 0, "_glsl_In::gl_ViewIndex_: offset");
static_assert(__builtin_offsetof(_glsl_In, aPos_) == 16, "_glsl_In::aPos_: offset");
#endif

struct mainOutput {
    float4 gl_Position;
    int vView;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 32, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_Position) == 0, "mainOutput::gl_Position: offset");
static_assert(__builtin_offsetof(mainOutput, vView) == 16, "mainOutput::vView: offset");
#endif

struct _glsl_Out {
    float4 gl_Position_;
    int vView_;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 32, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_Position_) == 0, "_glsl_Out::gl_Position_: offset");
static_assert(__builtin_offsetof(_glsl_Out, vView_) == 16, "_glsl_Out::vView_: offset");
#endif

void _glsl_main(thread float4& gl_Position, thread int& gl_ViewIndex, constant type_Views& Views, thread float4& aPos, thread int& vView) {
    vView = gl_ViewIndex;
    gl_Position = Views.viewProj[gl_ViewIndex] * aPos;
    return;
}

struct main0_in {
    float4 aPos [[attribute(0)]];
};

struct main0_out {
    float4 gl_Position [[position]];
    int vView [[user(locn0)]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]],
    uint gl_ViewIndex_1 [[amplification_id]],
    constant type_Views& Views [[buffer(0)]]
) {
    float4 aPos_1 = stage_in.aPos;
    float4 gl_Position = {};
    int gl_ViewIndex = {};
    float4 aPos = {};
    int vView = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {gl_ViewIndex_1, {}, aPos_1};
    gl_ViewIndex = int(input.gl_ViewIndex_);
    aPos = input.aPos_;
    _glsl_main(gl_Position, gl_ViewIndex, Views, aPos, vView);
    output.gl_Position_ = gl_Position;
    output.vView_ = vView;
    _glsl_Out _e18 = output;
    {
        mainOutput result = mainOutput {_e18.gl_Position_, _e18.vView_};
        main0_out out = {};
        out.gl_Position = result.gl_Position;
        out.vView = result.vView;
        return out;
    }
}
