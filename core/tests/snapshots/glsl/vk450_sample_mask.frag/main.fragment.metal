#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    packed_float3 gl_BaryCoordNoPerspEXT_;
    uint gl_PrimitiveID_;
    uint gl_SampleMaskIn_;
    uchar _pad3[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_BaryCoordNoPerspEXT_) == 0, "_glsl_In::gl_BaryCoordNoPerspEXT_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_PrimitiveID_) == 12, "_glsl_In::gl_PrimitiveID_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_SampleMaskIn_) == 16, "_glsl_In::gl_SampleMaskIn_: offset");
#endif

struct mainOutput {
    uint gl_FragStencilRefARB;
    uchar _pad1[12];
    uint gl_SampleMask;
    uchar _pad2[12];
    float4 color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 48, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_FragStencilRefARB) == 0, "mainOutput::gl_FragStencilRefARB: offset");
static_assert(__builtin_offsetof(mainOutput, gl_SampleMask) == 16, "mainOutput::gl_SampleMask: offset");
static_assert(__builtin_offsetof(mainOutput, color) == 32, "mainOutput::color: offset");
#endif

struct _glsl_Out {
    uint gl_FragStencilRefARB_;
    uint gl_SampleMask_;
    uchar _pad2[8];
    float4 color_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 32, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_FragStencilRefARB_) == 0, "_glsl_Out::gl_FragStencilRefARB_: offset");
static_assert(__builtin_offsetof(_glsl_Out, gl_SampleMask_) == 4, "_glsl_Out::gl_SampleMask_: offset");
static_assert(__builtin_offsetof(_glsl_Out, color_) == 16, "_glsl_Out::color_: offset");
#endif

void keep_even_samples(thread array<int, 1>& gl_SampleMask, thread array<int, 1>& gl_SampleMaskIn) {
    gl_SampleMask[0] = gl_SampleMaskIn[0] & 1431655765;
    return;
}

void _glsl_main(thread float3& gl_BaryCoordNoPerspEXT, thread int& gl_FragStencilRefARB, thread int& gl_PrimitiveID, thread array<int, 1>& gl_SampleMask, thread array<int, 1>& gl_SampleMaskIn, thread float4& color, const device float4* colors) {
    float3 w = {};
    int base = {};
    w = gl_BaryCoordNoPerspEXT;
    base = 3 * gl_PrimitiveID;
    color = ((float4(w.x) * colors[uint(base)]) + (float4(w.y) * colors[uint(base + 1)])) + (float4(w.z) * colors[uint(base + 2)]);
    keep_even_samples(gl_SampleMask, gl_SampleMaskIn);
    gl_FragStencilRefARB = gl_PrimitiveID & 255;
    return;
}

struct main0_out {
    uint gl_FragStencilRefARB [[stencil]];
    uint gl_SampleMask [[sample_mask]];
    float4 color [[color(0)]];
};

fragment main0_out main0(
    float3 gl_BaryCoordNoPerspEXT_1 [[barycentric_coord, center_no_perspective]],
    uint gl_PrimitiveID_1 [[primitive_id]],
    uint gl_SampleMaskIn_1 [[sample_mask]],
    const device float4* colors [[buffer(0)]]
) {
    float3 gl_BaryCoordNoPerspEXT = {};
    int gl_FragStencilRefARB = {};
    int gl_PrimitiveID = {};
    array<int, 1> gl_SampleMask = {};
    array<int, 1> gl_SampleMaskIn = {};
    float4 color = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {gl_BaryCoordNoPerspEXT_1, gl_PrimitiveID_1, gl_SampleMaskIn_1};
    gl_BaryCoordNoPerspEXT = float3(input.gl_BaryCoordNoPerspEXT_);
    gl_PrimitiveID = int(input.gl_PrimitiveID_);
    gl_SampleMaskIn[0] = int(input.gl_SampleMaskIn_);
    _glsl_main(gl_BaryCoordNoPerspEXT, gl_FragStencilRefARB, gl_PrimitiveID, gl_SampleMask, gl_SampleMaskIn, color, colors);
    output.gl_FragStencilRefARB_ = uint(gl_FragStencilRefARB);
    output.gl_SampleMask_ = uint(gl_SampleMask[0]);
    output.color_ = color;
    _glsl_Out _e32 = output;
    {
        mainOutput result = mainOutput {_e32.gl_FragStencilRefARB_, {}, _e32.gl_SampleMask_, {}, _e32.color_};
        main0_out out = {};
        out.gl_FragStencilRefARB = result.gl_FragStencilRefARB;
        out.gl_SampleMask = result.gl_SampleMask;
        out.color = result.color;
        return out;
    }
}
