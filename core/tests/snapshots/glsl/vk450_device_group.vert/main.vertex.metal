#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Offsets {
    array<float4, 4> perDevice;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Offsets) == 64, "type_Offsets: size");
static_assert(__builtin_offsetof(type_Offsets, perDevice) == 0, "type_Offsets::perDevice: offset");
#endif

struct _glsl_In {
    float4 aPos_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, aPos_) == 0, "_glsl_In::aPos_: offset");
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

void _glsl_main(thread float4& gl_Position, constant type_Offsets& Offsets, thread float4& aPos) {
    gl_Position = aPos + Offsets.perDevice[0];
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
    constant type_Offsets& Offsets [[buffer(0)]]
) {
    float4 aPos_1 = stage_in.aPos;
    float4 gl_Position = {};
    float4 aPos = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {aPos_1};
    aPos = input.aPos_;
    _glsl_main(gl_Position, Offsets, aPos);
    output.gl_Position_ = gl_Position;
    {
        mainOutput result = mainOutput {output.gl_Position_};
        main0_out out = {};
        out.gl_Position = result.gl_Position;
        return out;
    }
}
