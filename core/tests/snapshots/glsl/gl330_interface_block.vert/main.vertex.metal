#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct VS_OUT {
    packed_float3 normal;
    int id;
    array<float2, 2> uv;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VS_OUT) == 32, "VS_OUT: size");
static_assert(__builtin_offsetof(VS_OUT, normal) == 0, "VS_OUT::normal: offset");
static_assert(__builtin_offsetof(VS_OUT, id) == 12, "VS_OUT::id: offset");
static_assert(__builtin_offsetof(VS_OUT, uv) == 16, "VS_OUT::uv: offset");
#endif

struct type_Globals {
    float4x4 viewProj;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 64, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, viewProj) == 0, "type_Globals::viewProj: offset");
#endif

struct _glsl_In {
    uint gl_InstanceID_;
    uchar _pad1[12];
    float3 aPos_;
    float3 aNormal_;
    float4 aWeights_0_;
    float4 aWeights_1_;
    float4 aInstance_c0_;
    float4 aInstance_c1_;
    float4 aInstance_c2_;
    float4 aInstance_c3_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 144, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_InstanceID_) == 0, "_glsl_In::gl_InstanceID_: offset");
static_assert(__builtin_offsetof(_glsl_In, aPos_) == 16, "_glsl_In::aPos_: offset");
static_assert(__builtin_offsetof(_glsl_In, aNormal_) == 32, "_glsl_In::aNormal_: offset");
static_assert(__builtin_offsetof(_glsl_In, aWeights_0_) == 48, "_glsl_In::aWeights_0_: offset");
static_assert(__builtin_offsetof(_glsl_In, aWeights_1_) == 64, "_glsl_In::aWeights_1_: offset");
static_assert(__builtin_offsetof(_glsl_In, aInstance_c0_) == 80, "_glsl_In::aInstance_c0_: offset");
static_assert(__builtin_offsetof(_glsl_In, aInstance_c1_) == 96, "_glsl_In::aInstance_c1_: offset");
static_assert(__builtin_offsetof(_glsl_In, aInstance_c2_) == 112, "_glsl_In::aInstance_c2_: offset");
static_assert(__builtin_offsetof(_glsl_In, aInstance_c3_) == 128, "_glsl_In::aInstance_c3_: offset");
#endif

struct mainOutput {
    float4 gl_Position;
    float3 vs_out_normal;
    int vs_out_id;
    uchar _pad3[12];
    float2 vs_out_uv_0;
    uchar _pad4[8];
    float2 vs_out_uv_1;
    uchar _pad5[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 80, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_Position) == 0, "mainOutput::gl_Position: offset");
static_assert(__builtin_offsetof(mainOutput, vs_out_normal) == 16, "mainOutput::vs_out_normal: offset");
static_assert(__builtin_offsetof(mainOutput, vs_out_id) == 32, "mainOutput::vs_out_id: offset");
static_assert(__builtin_offsetof(mainOutput, vs_out_uv_0) == 48, "mainOutput::vs_out_uv_0: offset");
static_assert(__builtin_offsetof(mainOutput, vs_out_uv_1) == 64, "mainOutput::vs_out_uv_1: offset");
#endif

struct _glsl_Out {
    float4 gl_Position_;
    packed_float3 vs_out_normal_;
    int vs_out_id_;
    float2 vs_out_uv_0_;
    float2 vs_out_uv_1_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 48, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_Position_) == 0, "_glsl_Out::gl_Position_: offset");
static_assert(__builtin_offsetof(_glsl_Out, vs_out_normal_) == 16, "_glsl_Out::vs_out_normal_: offset");
static_assert(__builtin_offsetof(_glsl_Out, vs_out_id_) == 28, "_glsl_Out::vs_out_id_: offset");
static_assert(__builtin_offsetof(_glsl_Out, vs_out_uv_0_) == 32, "_glsl_Out::vs_out_uv_0_: offset");
static_assert(__builtin_offsetof(_glsl_Out, vs_out_uv_1_) == 40, "_glsl_Out::vs_out_uv_1_: offset");
#endif

float3x3 _glsl_mat3(float4x4 m) {
    float3 _e13 = float3(m[0].x, m[0].y, m[0].z);
    float3 _e26 = float3(m[1].x, m[1].y, m[1].z);
    float3 _e39 = float3(m[2].x, m[2].y, m[2].z);
    return float3x3(float3(_e13.x, _e13.y, _e13.z), float3(_e26.x, _e26.y, _e26.z), float3(_e39.x, _e39.y, _e39.z));
}

void _glsl_main(thread int& gl_InstanceID, thread float4& gl_Position, thread float3& aPos, thread float3& aNormal, thread array<float4, 2>& aWeights, thread float4x4& aInstance, thread VS_OUT& vs_out, constant type_Globals& _Globals) {
    float4 world = {};
    float3 _e4 = aPos;
    world = aInstance * float4(_e4.x, _e4.y, _e4.z, 1.0f);
    float3x3 _e15 = _glsl_mat3(aInstance);
    vs_out.normal = _e15 * aNormal;
    vs_out.id = gl_InstanceID;
    vs_out.uv[0] = aWeights[0].xy + aWeights[1].xy;
    vs_out.uv[1] = world.xz;
    gl_Position = _Globals.viewProj * world;
    return;
}

struct main0_in {
    float3 aPos [[attribute(0)]];
    float3 aNormal [[attribute(1)]];
    float4 aWeights_0 [[attribute(2)]];
    float4 aWeights_1 [[attribute(3)]];
    float4 aInstance_c0 [[attribute(4)]];
    float4 aInstance_c1 [[attribute(5)]];
    float4 aInstance_c2 [[attribute(6)]];
    float4 aInstance_c3 [[attribute(7)]];
};

struct main0_out {
    float4 gl_Position [[position]];
    float3 vs_out_normal [[user(VS_OUT__normal)]];
    int vs_out_id [[user(VS_OUT__id)]];
    float2 vs_out_uv_0 [[user(VS_OUT__uv__0)]];
    float2 vs_out_uv_1 [[user(VS_OUT__uv__1)]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]],
    uint gl_InstanceID_1 [[instance_id]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float3 aPos_1 = stage_in.aPos;
    float3 aNormal_1 = stage_in.aNormal;
    float4 aWeights_0 = stage_in.aWeights_0;
    float4 aWeights_1 = stage_in.aWeights_1;
    float4 aInstance_c0 = stage_in.aInstance_c0;
    float4 aInstance_c1 = stage_in.aInstance_c1;
    float4 aInstance_c2 = stage_in.aInstance_c2;
    float4 aInstance_c3 = stage_in.aInstance_c3;
    int gl_InstanceID = {};
    float4 gl_Position = {};
    float3 aPos = {};
    float3 aNormal = {};
    array<float4, 2> aWeights = {};
    float4x4 aInstance = {};
    VS_OUT vs_out = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {gl_InstanceID_1, {}, aPos_1, aNormal_1, aWeights_0, aWeights_1, aInstance_c0, aInstance_c1, aInstance_c2, aInstance_c3};
    gl_InstanceID = int(input.gl_InstanceID_);
    aPos = input.aPos_;
    aNormal = input.aNormal_;
    aWeights[0] = input.aWeights_0_;
    aWeights[1] = input.aWeights_1_;
    aInstance[0] = input.aInstance_c0_;
    aInstance[1] = input.aInstance_c1_;
    aInstance[2] = input.aInstance_c2_;
    aInstance[3] = input.aInstance_c3_;
    _glsl_main(gl_InstanceID, gl_Position, aPos, aNormal, aWeights, aInstance, vs_out, _Globals);
    output.gl_Position_ = gl_Position;
    output.vs_out_normal_ = float3(vs_out.normal);
    output.vs_out_id_ = vs_out.id;
    output.vs_out_uv_0_ = vs_out.uv[0];
    output.vs_out_uv_1_ = vs_out.uv[1];
    _glsl_Out _e75 = output;
    {
        mainOutput result = mainOutput {_e75.gl_Position_, float3(_e75.vs_out_normal_), _e75.vs_out_id_, {}, _e75.vs_out_uv_0_, {}, _e75.vs_out_uv_1_};
        main0_out out = {};
        out.gl_Position = result.gl_Position;
        out.vs_out_normal = result.vs_out_normal;
        out.vs_out_id = result.vs_out_id;
        out.vs_out_uv_0 = result.vs_out_uv_0;
        out.vs_out_uv_1 = result.vs_out_uv_1;
        return out;
    }
}
