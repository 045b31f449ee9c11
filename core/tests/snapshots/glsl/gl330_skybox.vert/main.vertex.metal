#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Globals {
    float4x4 projection;
    float4x4 view;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 128, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, projection) == 0, "type_Globals::projection: offset");
static_assert(__builtin_offsetof(type_Globals, view) == 64, "type_Globals::view: offset");
#endif

struct _glsl_In {
    float3 aPos_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, aPos_) == 0, "_glsl_In::aPos_: offset");
#endif

struct mainOutput {
    float4 gl_Position;
    float3 TexCoords;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 32, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_Position) == 0, "mainOutput::gl_Position: offset");
static_assert(__builtin_offsetof(mainOutput, TexCoords) == 16, "mainOutput::TexCoords: offset");
#endif

struct _glsl_Out {
    float4 gl_Position_;
    float3 TexCoords_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 32, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_Position_) == 0, "_glsl_Out::gl_Position_: offset");
static_assert(__builtin_offsetof(_glsl_Out, TexCoords_) == 16, "_glsl_Out::TexCoords_: offset");
#endif

float3x3 _glsl_mat3(float4x4 m) {
    float3 _e13 = float3(m[0].x, m[0].y, m[0].z);
    float3 _e26 = float3(m[1].x, m[1].y, m[1].z);
    float3 _e39 = float3(m[2].x, m[2].y, m[2].z);
    return float3x3(float3(_e13.x, _e13.y, _e13.z), float3(_e26.x, _e26.y, _e26.z), float3(_e39.x, _e39.y, _e39.z));
}

float4x4 _glsl_mat4(float3x3 m) {
    float4 _e15 = float4(m[0].x, m[0].y, m[0].z, 0.0f);
    float4 _e30 = float4(m[1].x, m[1].y, m[1].z, 0.0f);
    float4 _e45 = float4(m[2].x, m[2].y, m[2].z, 0.0f);
    float4 _e54 = float4(0.0f, 0.0f, 0.0f, 1.0f);
    return float4x4(float4(_e15.x, _e15.y, _e15.z, _e15.w), float4(_e30.x, _e30.y, _e30.z, _e30.w), float4(_e45.x, _e45.y, _e45.z, _e45.w), float4(_e54.x, _e54.y, _e54.z, _e54.w));
}

void _glsl_main(thread float4& gl_Position, thread float3& aPos, thread float3& TexCoords, constant type_Globals& _Globals) {
    float4x4 rotView = {};
    float4 pos = {};
    TexCoords = aPos;
    float3x3 _e7 = _glsl_mat3(_Globals.view);
    float4x4 _e8 = _glsl_mat4(_e7);
    rotView = _e8;
    float3 _e17 = aPos;
    pos = (_Globals.projection * rotView) * float4(_e17.x, _e17.y, _e17.z, 1.0f);
    gl_Position = pos.xyww;
    return;
}

struct main0_in {
    float3 aPos [[attribute(0)]];
};

struct main0_out {
    float4 gl_Position [[position]];
    float3 TexCoords [[user(TexCoords)]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float3 aPos_1 = stage_in.aPos;
    float4 gl_Position = {};
    float3 aPos = {};
    float3 TexCoords = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {aPos_1};
    aPos = input.aPos_;
    _glsl_main(gl_Position, aPos, TexCoords, _Globals);
    output.gl_Position_ = gl_Position;
    output.TexCoords_ = TexCoords;
    _glsl_Out _e13 = output;
    {
        mainOutput result = mainOutput {_e13.gl_Position_, _e13.TexCoords_};
        main0_out out = {};
        out.gl_Position = result.gl_Position;
        out.TexCoords = result.TexCoords;
        return out;
    }
}
