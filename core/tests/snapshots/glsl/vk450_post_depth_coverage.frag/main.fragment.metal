#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    uint gl_SampleMaskIn_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 4, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_SampleMaskIn_) == 0, "_glsl_In::gl_SampleMaskIn_: offset");
#endif

struct mainOutput {
    float4 color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, color) == 0, "mainOutput::color: offset");
#endif

struct _glsl_Out {
    float4 color_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 16, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, color_) == 0, "_glsl_Out::color_: offset");
#endif

void _glsl_main(thread array<int, 1>& gl_SampleMaskIn, thread float4& color) {
    color = float4(float(popcount(gl_SampleMaskIn[0])) / 4.0f);
    return;
}

struct main0_out {
    float4 color [[color(0)]];
};

[[early_fragment_tests]]
fragment main0_out main0(
    uint gl_SampleMaskIn_1 [[sample_mask, post_depth_coverage]]
) {
    array<int, 1> gl_SampleMaskIn = {};
    float4 color = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {gl_SampleMaskIn_1};
    gl_SampleMaskIn[0] = int(input.gl_SampleMaskIn_);
    _glsl_main(gl_SampleMaskIn, color);
    output.color_ = color;
    {
        mainOutput result = mainOutput {output.color_};
        main0_out out = {};
        out.color = result.color;
        return out;
    }
}
