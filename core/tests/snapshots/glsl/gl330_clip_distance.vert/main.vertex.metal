#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Globals {
    float4 plane;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 16, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, plane) == 0, "type_Globals::plane: offset");
#endif

struct _glsl_In {
    float3 pos_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, pos_) == 0, "_glsl_In::pos_: offset");
#endif

struct mainOutput {
    float4 gl_Position;
    array<float, 1> SV_ClipDistance;
    uchar _pad2[28];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 48, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_Position) == 0, "mainOutput::gl_Position: offset");
static_assert(__builtin_offsetof(mainOutput, SV_ClipDistance) == 16, "mainOutput::SV_ClipDistance: offset");
#endif

struct _glsl_Out {
    float4 gl_Position_;
    array<float, 1> gl_ClipDistance_;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 32, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_Position_) == 0, "_glsl_Out::gl_Position_: offset");
static_assert(__builtin_offsetof(_glsl_Out, gl_ClipDistance_) == 16, "_glsl_Out::gl_ClipDistance_: offset");
#endif

void _glsl_main(thread float4& gl_Position, thread array<float, 1>& gl_ClipDistance, thread float3& pos, constant type_Globals& _Globals) {
    float3 _e3 = pos;
    gl_Position = float4(_e3.x, _e3.y, _e3.z, 1.0f);
    float3 _e13 = pos;
    gl_ClipDistance[0] = dot(float4(_e13.x, _e13.y, _e13.z, 1.0f), _Globals.plane);
    return;
}

struct main0_in {
    float3 pos [[attribute(0)]];
};

struct main0_out {
    float4 gl_Position [[position]];
    float SV_ClipDistance [[clip_distance]] [1];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float3 pos_1 = stage_in.pos;
    float4 gl_Position = {};
    array<float, 1> gl_ClipDistance = {};
    float3 pos = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {pos_1};
    pos = input.pos_;
    _glsl_main(gl_Position, gl_ClipDistance, pos, _Globals);
    output.gl_Position_ = gl_Position;
    output.gl_ClipDistance_ = gl_ClipDistance;
    _glsl_Out _e13 = output;
    {
        mainOutput result = mainOutput {_e13.gl_Position_, array<float, 1> {_e13.gl_ClipDistance_[0]}};
        main0_out out = {};
        out.gl_Position = result.gl_Position;
        for (uint i = 0u; i < 1u; ++i) {
            out.SV_ClipDistance[i] = result.SV_ClipDistance[i];
        }
        return out;
    }
}
