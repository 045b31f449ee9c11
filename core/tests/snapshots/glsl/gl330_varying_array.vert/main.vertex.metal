#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    float2 pos_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 8, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, pos_) == 0, "_glsl_In::pos_: offset");
#endif

struct mainOutput {
    float4 gl_Position;
    float2 uvs_0;
    uchar _pad2[8];
    float2 uvs_1;
    uchar _pad3[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 48, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_Position) == 0, "mainOutput::gl_Position: offset");
static_assert(__builtin_offsetof(mainOutput, uvs_0) == 16, "mainOutput::uvs_0: offset");
static_assert(__builtin_offsetof(mainOutput, uvs_1) == 32, "mainOutput::uvs_1: offset");
#endif

struct _glsl_Out {
    float4 gl_Position_;
    float2 uvs_0_;
    float2 uvs_1_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 32, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_Position_) == 0, "_glsl_Out::gl_Position_: offset");
static_assert(__builtin_offsetof(_glsl_Out, uvs_0_) == 16, "_glsl_Out::uvs_0_: offset");
static_assert(__builtin_offsetof(_glsl_Out, uvs_1_) == 24, "_glsl_Out::uvs_1_: offset");
#endif

void _glsl_main(thread float4& gl_Position, thread float2& pos, thread array<float2, 2>& uvs) {
    uvs[0] = pos;
    uvs[1] = pos * float2(2.0f);
    float2 _e18 = pos;
    gl_Position = float4(_e18.x, _e18.y, 0.0f, 1.0f);
    return;
}

struct main0_in {
    float2 pos [[attribute(0)]];
};

struct main0_out {
    float4 gl_Position [[position]];
    float2 uvs_0 [[user(uvs__0)]];
    float2 uvs_1 [[user(uvs__1)]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]]
) {
    float2 pos_1 = stage_in.pos;
    float4 gl_Position = {};
    float2 pos = {};
    array<float2, 2> uvs = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {pos_1};
    pos = input.pos_;
    _glsl_main(gl_Position, pos, uvs);
    output.gl_Position_ = gl_Position;
    output.uvs_0_ = uvs[0];
    output.uvs_1_ = uvs[1];
    _glsl_Out _e20 = output;
    {
        mainOutput result = mainOutput {_e20.gl_Position_, _e20.uvs_0_, {}, _e20.uvs_1_};
        main0_out out = {};
        out.gl_Position = result.gl_Position;
        out.uvs_0 = result.uvs_0;
        out.uvs_1 = result.uvs_1;
        return out;
    }
}
