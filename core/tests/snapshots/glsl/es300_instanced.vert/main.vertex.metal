#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Globals {
    float uSpacing;
    int uColumns;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 16, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, uSpacing) == 0, "type_Globals::uSpacing: offset");
static_assert(__builtin_offsetof(type_Globals, uColumns) == 4, "type_Globals::uColumns: offset");
#endif

struct _glsl_In {
    uint gl_InstanceID_;
    uchar _pad1[4];
    float2 aCorner_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_InstanceID_) == 0, "_glsl_In::gl_InstanceID_: offset");
static_assert(__builtin_offsetof(_glsl_In, aCorner_) == 8, "_glsl_In::aCorner_: offset");
#endif

struct mainOutput {
    float4 gl_Position;
    float3 vColor;
    int vInstance;
    uchar _pad3[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 48, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_Position) == 0, "mainOutput::gl_Position: offset");
static_assert(__builtin_offsetof(mainOutput, vColor) == 16, "mainOutput::vColor: offset");
static_assert(__builtin_offsetof(mainOutput, vInstance) == 32, "mainOutput::vInstance: offset");
#endif

struct _glsl_Out {
    float4 gl_Position_;
    packed_float3 vColor_;
    int vInstance_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 32, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_Position_) == 0, "_glsl_Out::gl_Position_: offset");
static_assert(__builtin_offsetof(_glsl_Out, vColor_) == 16, "_glsl_Out::vColor_: offset");
static_assert(__builtin_offsetof(_glsl_Out, vInstance_) == 28, "_glsl_Out::vInstance_: offset");
#endif

void _glsl_main(thread int& gl_InstanceID, thread float4& gl_Position, thread float2& aCorner, thread float3& vColor, thread int& vInstance, constant type_Globals& _Globals) {
    int col = {};
    int row = {};
    float2 offset = {};
    col = gl_InstanceID % _Globals.uColumns;
    row = gl_InstanceID / _Globals.uColumns;
    offset = float2(float(col), float(row)) * float2(_Globals.uSpacing);
    vInstance = gl_InstanceID;
    vColor = float3(float(col) / float(_Globals.uColumns), 0.5f, 1.0f);
    float2 _e43 = aCorner + offset;
    gl_Position = float4(_e43.x, _e43.y, 0.0f, 1.0f);
    return;
}

struct main0_in {
    float2 aCorner [[attribute(0)]];
};

struct main0_out {
    float4 gl_Position [[position]];
    float3 vColor [[user(vColor)]];
    int vInstance [[user(vInstance)]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]],
    uint gl_InstanceID_1 [[instance_id]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float2 aCorner_1 = stage_in.aCorner;
    int gl_InstanceID = {};
    float4 gl_Position = {};
    float2 aCorner = {};
    float3 vColor = {};
    int vInstance = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {gl_InstanceID_1, {}, aCorner_1};
    gl_InstanceID = int(input.gl_InstanceID_);
    aCorner = input.aCorner_;
    _glsl_main(gl_InstanceID, gl_Position, aCorner, vColor, vInstance, _Globals);
    output.gl_Position_ = gl_Position;
    output.vColor_ = vColor;
    output.vInstance_ = vInstance;
    _glsl_Out _e21 = output;
    {
        mainOutput result = mainOutput {_e21.gl_Position_, float3(_e21.vColor_), _e21.vInstance_};
        main0_out out = {};
        out.gl_Position = result.gl_Position;
        out.vColor = result.vColor;
        out.vInstance = result.vInstance;
        return out;
    }
}
