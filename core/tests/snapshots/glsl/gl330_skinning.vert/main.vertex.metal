#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Globals {
    array<float4x4, 32> uBones;
    float4x4 uViewProj;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 2112, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, uBones) == 0, "type_Globals::uBones: offset");
static_assert(__builtin_offsetof(type_Globals, uViewProj) == 2048, "type_Globals::uViewProj: offset");
#endif

struct _glsl_In {
    float3 aPos_;
    int4 aBones_;
    float4 aWeights_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 48, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, aPos_) == 0, "_glsl_In::aPos_: offset");
static_assert(__builtin_offsetof(_glsl_In, aBones_) == 16, "_glsl_In::aBones_: offset");
static_assert(__builtin_offsetof(_glsl_In, aWeights_) == 32, "_glsl_In::aWeights_: offset");
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

void _glsl_main(thread float4& gl_Position, thread float3& aPos, thread int4& aBones, thread float4& aWeights, constant type_Globals& _Globals) {
    float4x4 skin = {};
    float4x4 _e10 = _Globals.uBones[aBones.x];
    float4 _e11 = float4(aWeights.x);
    float4x4 _e12 = float4x4(_e11, _e11, _e11, _e11);
    float4x4 _e35 = _Globals.uBones[aBones.y];
    float4 _e36 = float4(aWeights.y);
    float4x4 _e37 = float4x4(_e36, _e36, _e36, _e36);
    float4x4 _e61 = _Globals.uBones[aBones.z];
    float4 _e62 = float4(aWeights.z);
    float4x4 _e63 = float4x4(_e62, _e62, _e62, _e62);
    float4x4 _e87 = _Globals.uBones[aBones.w];
    float4 _e88 = float4(aWeights.w);
    float4x4 _e89 = float4x4(_e88, _e88, _e88, _e88);
    skin = ((float4x4(_e12[0] * _e10[0], _e12[1] * _e10[1], _e12[2] * _e10[2], _e12[3] * _e10[3]) + float4x4(_e37[0] * _e35[0], _e37[1] * _e35[1], _e37[2] * _e35[2], _e37[3] * _e35[3])) + float4x4(_e63[0] * _e61[0], _e63[1] * _e61[1], _e63[2] * _e61[2], _e63[3] * _e61[3])) + float4x4(_e89[0] * _e87[0], _e89[1] * _e87[1], _e89[2] * _e87[2], _e89[3] * _e87[3]);
    float3 _e112 = aPos;
    gl_Position = (_Globals.uViewProj * skin) * float4(_e112.x, _e112.y, _e112.z, 1.0f);
    return;
}

struct main0_in {
    float3 aPos [[attribute(0)]];
    int4 aBones [[attribute(1)]];
    float4 aWeights [[attribute(2)]];
};

struct main0_out {
    float4 gl_Position [[position]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float3 aPos_1 = stage_in.aPos;
    int4 aBones_1 = stage_in.aBones;
    float4 aWeights_1 = stage_in.aWeights;
    float4 gl_Position = {};
    float3 aPos = {};
    int4 aBones = {};
    float4 aWeights = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {aPos_1, aBones_1, aWeights_1};
    aPos = input.aPos_;
    aBones = input.aBones_;
    aWeights = input.aWeights_;
    _glsl_main(gl_Position, aPos, aBones, aWeights, _Globals);
    output.gl_Position_ = gl_Position;
    {
        mainOutput result = mainOutput {output.gl_Position_};
        main0_out out = {};
        out.gl_Position = result.gl_Position;
        return out;
    }
}
