#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    float4 position_;
    int2 target_;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, position_) == 0, "_glsl_In::position_: offset");
static_assert(__builtin_offsetof(_glsl_In, target_) == 16, "_glsl_In::target_: offset");
#endif

struct mainOutput {
    uint gl_Layer;
    uchar _pad1[12];
    float4 gl_Position;
    uint gl_ViewportIndex;
    uchar _pad3[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 48, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_Layer) == 0, "mainOutput::gl_Layer: offset");
static_assert(__builtin_offsetof(mainOutput, gl_Position) == 16, "mainOutput::gl_Position: offset");
static_assert(__builtin_offsetof(mainOutput, gl_ViewportIndex) == 32, "mainOutput::gl_ViewportIndex: offset");
#endif

struct _glsl_Out {
    uint gl_Layer_;
    uchar _pad1[12];
    float4 gl_Position_;
    uint gl_ViewportIndex_;
    uchar _pad3[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 48, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_Layer_) == 0, "_glsl_Out::gl_Layer_: offset");
static_assert(__builtin_offsetof(_glsl_Out, gl_Position_) == 16, "_glsl_Out::gl_Position_: offset");
static_assert(__builtin_offsetof(_glsl_Out, gl_ViewportIndex_) == 32, "_glsl_Out::gl_ViewportIndex_: offset");
#endif

void _glsl_main(thread int& gl_Layer, thread float4& gl_Position, thread int& gl_ViewportIndex, thread float4& position, thread int2& target) {
    gl_Position = position;
    gl_Layer = target.x;
    gl_ViewportIndex = target.y;
    return;
}

struct main0_in {
    float4 position [[attribute(0)]];
    int2 target [[attribute(1)]];
};

struct main0_out {
    uint gl_Layer [[render_target_array_index]];
    float4 gl_Position [[position]];
    uint gl_ViewportIndex [[viewport_array_index]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]]
) {
    float4 position_1 = stage_in.position;
    int2 target_1 = stage_in.target;
    int gl_Layer = {};
    float4 gl_Position = {};
    int gl_ViewportIndex = {};
    float4 position = {};
    int2 target = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {position_1, target_1};
    position = input.position_;
    target = input.target_;
    _glsl_main(gl_Layer, gl_Position, gl_ViewportIndex, position, target);
    output.gl_Layer_ = uint(gl_Layer);
    output.gl_Position_ = gl_Position;
    output.gl_ViewportIndex_ = uint(gl_ViewportIndex);
    _glsl_Out _e22 = output;
    {
        mainOutput result = mainOutput {_e22.gl_Layer_, {}, _e22.gl_Position_, _e22.gl_ViewportIndex_};
        main0_out out = {};
        out.gl_Layer = result.gl_Layer;
        out.gl_Position = result.gl_Position;
        out.gl_ViewportIndex = result.gl_ViewportIndex;
        return out;
    }
}
