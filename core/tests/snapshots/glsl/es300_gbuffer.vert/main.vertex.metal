#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Globals {
    float4x4 uModel;
    float4x4 uViewProjection;
    float3x3 uNormalMatrix;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 176, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, uModel) == 0, "type_Globals::uModel: offset");
static_assert(__builtin_offsetof(type_Globals, uViewProjection) == 64, "type_Globals::uViewProjection: offset");
static_assert(__builtin_offsetof(type_Globals, uNormalMatrix) == 128, "type_Globals::uNormalMatrix: offset");
#endif

struct _glsl_In {
    float3 aPosition_;
    float3 aNormal_;
    float4 aTangent_;
    float2 aUv_;
    uchar _pad4[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 64, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, aPosition_) == 0, "_glsl_In::aPosition_: offset");
static_assert(__builtin_offsetof(_glsl_In, aNormal_) == 16, "_glsl_In::aNormal_: offset");
static_assert(__builtin_offsetof(_glsl_In, aTangent_) == 32, "_glsl_In::aTangent_: offset");
static_assert(__builtin_offsetof(_glsl_In, aUv_) == 48, "_glsl_In::aUv_: offset");
#endif

struct mainOutput {
    float4 gl_Position;
    float3 vWorldPos;
    float2 vUv;
    uchar _pad3[8];
    float3 vTBN_c0;
    float3 vTBN_c1;
    float3 vTBN_c2;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 96, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_Position) == 0, "mainOutput::gl_Position: offset");
static_assert(__builtin_offsetof(mainOutput, vWorldPos) == 16, "mainOutput::vWorldPos: offset");
static_assert(__builtin_offsetof(mainOutput, vUv) == 32, "mainOutput::vUv: offset");
static_assert(__builtin_offsetof(mainOutput, vTBN_c0) == 48, "mainOutput::vTBN_c0: offset");
static_assert(__builtin_offsetof(mainOutput, vTBN_c1) == 64, "mainOutput::vTBN_c1: offset");
static_assert(__builtin_offsetof(mainOutput, vTBN_c2) == 80, "mainOutput::vTBN_c2: offset");
#endif

struct _glsl_Out {
    float4 gl_Position_;
    float3 vWorldPos_;
    float2 vUv_;
    uchar _pad3[8];
    float3 vTBN_c0_;
    float3 vTBN_c1_;
    float3 vTBN_c2_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 96, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_Position_) == 0, "_glsl_Out::gl_Position_: offset");
static_assert(__builtin_offsetof(_glsl_Out, vWorldPos_) == 16, "_glsl_Out::vWorldPos_: offset");
static_assert(__builtin_offsetof(_glsl_Out, vUv_) == 32, "_glsl_Out::vUv_: offset");
static_assert(__builtin_offsetof(_glsl_Out, vTBN_c0_) == 48, "_glsl_Out::vTBN_c0_: offset");
static_assert(__builtin_offsetof(_glsl_Out, vTBN_c1_) == 64, "_glsl_Out::vTBN_c1_: offset");
static_assert(__builtin_offsetof(_glsl_Out, vTBN_c2_) == 80, "_glsl_Out::vTBN_c2_: offset");
#endif

void _glsl_main(thread float4& gl_Position, thread float3& aPosition, thread float3& aNormal, thread float4& aTangent, thread float2& aUv, thread float3& vWorldPos, thread float2& vUv, thread float3x3& vTBN, constant type_Globals& _Globals) {
    float4 world = {};
    float3 n = {};
    float3 t = {};
    float3 b = {};
    float3 _e5 = aPosition;
    world = _Globals.uModel * float4(_e5.x, _e5.y, _e5.z, 1.0f);
    n = normalize(_Globals.uNormalMatrix * aNormal);
    t = normalize(_Globals.uNormalMatrix * aTangent.xyz);
    t = normalize(t - (float3(dot(t, n)) * n));
    b = cross(n, t) * float3(aTangent.w);
    vWorldPos = world.xyz;
    vUv = aUv;
    float3 _e54 = t;
    float3 _e58 = b;
    float3 _e62 = n;
    vTBN = float3x3(float3(_e54.x, _e54.y, _e54.z), float3(_e58.x, _e58.y, _e58.z), float3(_e62.x, _e62.y, _e62.z));
    gl_Position = _Globals.uViewProjection * world;
    return;
}

struct main0_in {
    float3 aPosition [[attribute(0)]];
    float3 aNormal [[attribute(1)]];
    float4 aTangent [[attribute(2)]];
    float2 aUv [[attribute(3)]];
};

struct main0_out {
    float4 gl_Position [[position]];
    float3 vWorldPos [[user(vWorldPos)]];
    float2 vUv [[user(vUv)]];
    float3 vTBN_c0 [[user(vTBN__c0)]];
    float3 vTBN_c1 [[user(vTBN__c1)]];
    float3 vTBN_c2 [[user(vTBN__c2)]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float3 aPosition_1 = stage_in.aPosition;
    float3 aNormal_1 = stage_in.aNormal;
    float4 aTangent_1 = stage_in.aTangent;
    float2 aUv_1 = stage_in.aUv;
    float4 gl_Position = {};
    float3 aPosition = {};
    float3 aNormal = {};
    float4 aTangent = {};
    float2 aUv = {};
    float3 vWorldPos = {};
    float2 vUv = {};
    float3x3 vTBN = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {aPosition_1, aNormal_1, aTangent_1, aUv_1};
    aPosition = input.aPosition_;
    aNormal = input.aNormal_;
    aTangent = input.aTangent_;
    aUv = input.aUv_;
    _glsl_main(gl_Position, aPosition, aNormal, aTangent, aUv, vWorldPos, vUv, vTBN, _Globals);
    output.gl_Position_ = gl_Position;
    output.vWorldPos_ = vWorldPos;
    output.vUv_ = vUv;
    output.vTBN_c0_ = vTBN[0];
    output.vTBN_c1_ = vTBN[1];
    output.vTBN_c2_ = vTBN[2];
    _glsl_Out _e43 = output;
    {
        mainOutput result = mainOutput {_e43.gl_Position_, _e43.vWorldPos_, _e43.vUv_, {}, _e43.vTBN_c0_, _e43.vTBN_c1_, _e43.vTBN_c2_};
        main0_out out = {};
        out.gl_Position = result.gl_Position;
        out.vWorldPos = result.vWorldPos;
        out.vUv = result.vUv;
        out.vTBN_c0 = result.vTBN_c0;
        out.vTBN_c1 = result.vTBN_c1;
        out.vTBN_c2 = result.vTBN_c2;
        return out;
    }
}
