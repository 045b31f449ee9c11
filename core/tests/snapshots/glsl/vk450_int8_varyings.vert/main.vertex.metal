#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    uint4 color_;
    int2 offset_;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, color_) == 0, "_glsl_In::color_: offset");
static_assert(__builtin_offsetof(_glsl_In, offset_) == 16, "_glsl_In::offset_: offset");
#endif

struct mainOutput {
    float4 gl_Position;
    uint4 vcolor;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 32, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_Position) == 0, "mainOutput::gl_Position: offset");
static_assert(__builtin_offsetof(mainOutput, vcolor) == 16, "mainOutput::vcolor: offset");
#endif

struct _glsl_Out {
    float4 gl_Position_;
    uint4 vcolor_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 32, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_Position_) == 0, "_glsl_Out::gl_Position_: offset");
static_assert(__builtin_offsetof(_glsl_Out, vcolor_) == 16, "_glsl_Out::vcolor_: offset");
#endif

void _glsl_main(thread float4& gl_Position, thread uint4& color, thread int2& offset, thread uint4& vcolor) {
    vcolor = extract_bits(color + uint4(extract_bits(uint(offset.x), uint(0u), uint(8u))), uint(0u), uint(8u));
    float2 _e22 = float2(offset) / float2(127.0f);
    gl_Position = float4(_e22.x, _e22.y, 0.0f, 1.0f);
    return;
}

struct main0_in {
    uint4 color [[attribute(0)]];
    int2 offset [[attribute(1)]];
};

struct main0_out {
    float4 gl_Position [[position]];
    uint4 vcolor [[user(locn0)]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]]
) {
    uint4 color_1 = stage_in.color;
    int2 offset_1 = stage_in.offset;
    float4 gl_Position = {};
    uint4 color = {};
    int2 offset = {};
    uint4 vcolor = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {color_1, offset_1};
    color = input.color_;
    offset = input.offset_;
    _glsl_main(gl_Position, color, offset, vcolor);
    output.gl_Position_ = gl_Position;
    output.vcolor_ = vcolor;
    _glsl_Out _e17 = output;
    {
        mainOutput result = mainOutput {_e17.gl_Position_, _e17.vcolor_};
        main0_out out = {};
        out.gl_Position = result.gl_Position;
        out.vcolor = result.vcolor;
        return out;
    }
}
