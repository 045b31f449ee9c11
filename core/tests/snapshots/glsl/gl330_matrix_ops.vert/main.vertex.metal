#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Globals {
    float4x3 uAffine;
    float3x3 uBasis;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 112, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, uAffine) == 0, "type_Globals::uAffine: offset");
static_assert(__builtin_offsetof(type_Globals, uBasis) == 64, "type_Globals::uBasis: offset");
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
    float3 vRow;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 32, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_Position) == 0, "mainOutput::gl_Position: offset");
static_assert(__builtin_offsetof(mainOutput, vRow) == 16, "mainOutput::vRow: offset");
#endif

struct _glsl_Out {
    float4 gl_Position_;
    float3 vRow_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 32, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_Position_) == 0, "_glsl_Out::gl_Position_: offset");
static_assert(__builtin_offsetof(_glsl_Out, vRow_) == 16, "_glsl_Out::vRow_: offset");
#endif

void _glsl_main(thread float4& gl_Position, thread float3& aPos, thread float3& vRow, constant type_Globals& _Globals) {
    float3 p = {};
    float3 _e5 = aPos;
    p = _Globals.uAffine * float4(_e5.x, _e5.y, _e5.z, 1.0f);
    vRow = aPos * _Globals.uBasis;
    float3 _e21 = p;
    gl_Position = float4(_e21.x, _e21.y, _e21.z, 1.0f);
    return;
}

struct main0_in {
    float3 aPos [[attribute(0)]];
};

struct main0_out {
    float4 gl_Position [[position]];
    float3 vRow [[user(vRow)]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float3 aPos_1 = stage_in.aPos;
    float4 gl_Position = {};
    float3 aPos = {};
    float3 vRow = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {aPos_1};
    aPos = input.aPos_;
    _glsl_main(gl_Position, aPos, vRow, _Globals);
    output.gl_Position_ = gl_Position;
    output.vRow_ = vRow;
    _glsl_Out _e13 = output;
    {
        mainOutput result = mainOutput {_e13.gl_Position_, _e13.vRow_};
        main0_out out = {};
        out.gl_Position = result.gl_Position;
        out.vRow = result.vRow;
        return out;
    }
}
