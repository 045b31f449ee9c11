#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Globals {
    float4x4 uModelViewProjection;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 64, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, uModelViewProjection) == 0, "type_Globals::uModelViewProjection: offset");
#endif

struct _glsl_In {
    float3 aPosition_;
    float2 aUv_;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, aPosition_) == 0, "_glsl_In::aPosition_: offset");
static_assert(__builtin_offsetof(_glsl_In, aUv_) == 16, "_glsl_In::aUv_: offset");
#endif

struct mainOutput {
    float4 gl_Position;
    float2 vUv;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 32, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_Position) == 0, "mainOutput::gl_Position: offset");
static_assert(__builtin_offsetof(mainOutput, vUv) == 16, "mainOutput::vUv: offset");
#endif

struct _glsl_Out {
    float4 gl_Position_;
    float2 vUv_;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 32, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_Position_) == 0, "_glsl_Out::gl_Position_: offset");
static_assert(__builtin_offsetof(_glsl_Out, vUv_) == 16, "_glsl_Out::vUv_: offset");
#endif

void _glsl_main(thread float4& gl_Position, thread float3& aPosition, thread float2& aUv, thread float2& vUv, constant type_Globals& _Globals) {
    vUv = aUv;
    float3 _e8 = aPosition;
    gl_Position = _Globals.uModelViewProjection * float4(_e8.x, _e8.y, _e8.z, 1.0f);
    return;
}

struct main0_in {
    float3 aPosition [[attribute(0)]];
    float2 aUv [[attribute(1)]];
};

struct main0_out {
    float4 gl_Position [[position]];
    float2 vUv [[user(vUv)]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float3 aPosition_1 = stage_in.aPosition;
    float2 aUv_1 = stage_in.aUv;
    float4 gl_Position = {};
    float3 aPosition = {};
    float2 aUv = {};
    float2 vUv = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {aPosition_1, aUv_1};
    aPosition = input.aPosition_;
    aUv = input.aUv_;
    _glsl_main(gl_Position, aPosition, aUv, vUv, _Globals);
    output.gl_Position_ = gl_Position;
    output.vUv_ = vUv;
    _glsl_Out _e17 = output;
    {
        mainOutput result = mainOutput {_e17.gl_Position_, _e17.vUv_};
        main0_out out = {};
        out.gl_Position = result.gl_Position;
        out.vUv = result.vUv;
        return out;
    }
}
