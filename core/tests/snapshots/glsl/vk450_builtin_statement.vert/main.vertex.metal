#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    uint gl_VertexIndex_;
    uchar _pad1[12];
    float4 aPos_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_VertexIndex_) == 0, "_glsl_In::gl_VertexIndex_: offset");
static_assert(__builtin_offsetof(_glsl_In, aPos_) == 16, "_glsl_In::aPos_: offset");
#endif

struct mainOutput {
    float4 gl_Position;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_Position) == 0, "mainOutput::gl_Position: offset");
#endif

struct _glsl_Out {
    float4 gl_Position_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 16, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_Position_) == 0, "_glsl_Out::gl_Position_: offset");
#endif

void _glsl_main(thread float4& gl_Position, thread int& gl_VertexIndex, thread float4& aPos) {
    int n = {};
    int i = {};
    n = 0;
    {
        i = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1;
            }
            loop_init = false;
            if (!((gl_VertexIndex > i) && (i < 4))) {
                break;
            }
            {
                n = n + 1;
            }
        }
    }
    gl_Position = aPos * float4(float(n));
    return;
}

struct main0_in {
    float4 aPos [[attribute(0)]];
};

struct main0_out {
    float4 gl_Position [[position]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]],
    uint gl_VertexIndex_1 [[vertex_id]]
) {
    float4 aPos_1 = stage_in.aPos;
    float4 gl_Position = {};
    int gl_VertexIndex = {};
    float4 aPos = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {gl_VertexIndex_1, {}, aPos_1};
    gl_VertexIndex = int(input.gl_VertexIndex_);
    aPos = input.aPos_;
    _glsl_main(gl_Position, gl_VertexIndex, aPos);
    output.gl_Position_ = gl_Position;
    {
        mainOutput result = mainOutput {output.gl_Position_};
        main0_out out = {};
        out.gl_Position = result.gl_Position;
        return out;
    }
}
