#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Skeleton {
    array<float4x4, 64> Bones;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Skeleton) == 4096, "type_Skeleton: size");
static_assert(__builtin_offsetof(type_Skeleton, Bones) == 0, "type_Skeleton::Bones: offset");
#endif

struct type_Camera {
    float4x4 ViewProjection;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Camera) == 64, "type_Camera: size");
static_assert(__builtin_offsetof(type_Camera, ViewProjection) == 0, "type_Camera::ViewProjection: offset");
#endif

struct SkinnedVertex {
    float3 position;
    float3 normal;
    uint4 indices;
    float4 weights;
    float2 uv;
    uchar _pad5[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(SkinnedVertex) == 80, "SkinnedVertex: size");
static_assert(__builtin_offsetof(SkinnedVertex, position) == 0, "SkinnedVertex::position: offset");
static_assert(__builtin_offsetof(SkinnedVertex, normal) == 16, "SkinnedVertex::normal: offset");
static_assert(__builtin_offsetof(SkinnedVertex, indices) == 32, "SkinnedVertex::indices: offset");
static_assert(__builtin_offsetof(SkinnedVertex, weights) == 48, "SkinnedVertex::weights: offset");
static_assert(__builtin_offsetof(SkinnedVertex, uv) == 64, "SkinnedVertex::uv: offset");
#endif

struct mainOutput {
    float4 SV_Position;
    float3 NORMAL;
    float2 TEXCOORD0;
    uchar _pad3[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 48, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Position) == 0, "mainOutput::SV_Position: offset");
static_assert(__builtin_offsetof(mainOutput, NORMAL) == 16, "mainOutput::NORMAL: offset");
static_assert(__builtin_offsetof(mainOutput, TEXCOORD0) == 32, "mainOutput::TEXCOORD0: offset");
#endif

struct VSOutput {
    float4 position;
    float3 normal;
    float2 uv;
    uchar _pad3[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOutput) == 48, "VSOutput: size");
static_assert(__builtin_offsetof(VSOutput, position) == 0, "VSOutput::position: offset");
static_assert(__builtin_offsetof(VSOutput, normal) == 16, "VSOutput::normal: offset");
static_assert(__builtin_offsetof(VSOutput, uv) == 32, "VSOutput::uv: offset");
#endif

struct main0_in {
    float3 v_POSITION [[attribute(0)]];
    float3 v_NORMAL [[attribute(1)]];
    uint4 v_BLENDINDICES [[attribute(2)]];
    float4 v_BLENDWEIGHT [[attribute(3)]];
    float2 v_TEXCOORD0 [[attribute(4)]];
};

struct main0_out {
    float4 SV_Position [[position]];
    float3 NORMAL [[user(NORMAL0)]];
    float2 TEXCOORD0 [[user(TEXCOORD0)]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]],
    constant type_Skeleton& Skeleton [[buffer(0)]],
    constant type_Camera& Camera [[buffer(1)]]
) {
    float3 v_POSITION = stage_in.v_POSITION;
    float3 v_NORMAL = stage_in.v_NORMAL;
    uint4 v_BLENDINDICES = stage_in.v_BLENDINDICES;
    float4 v_BLENDWEIGHT = stage_in.v_BLENDWEIGHT;
    float2 v_TEXCOORD0 = stage_in.v_TEXCOORD0;
    SkinnedVertex v = {};
    float4x4 skin = {};
    float4 pos = {};
    VSOutput o = {};
    v = SkinnedVertex {v_POSITION, v_NORMAL, v_BLENDINDICES, v_BLENDWEIGHT, v_TEXCOORD0};
    float4x4 _e17 = transpose(Skeleton.Bones[v.indices.x]);
    float4 _e19 = float4(v.weights.x);
    float4x4 _e20 = float4x4(_e19, _e19, _e19, _e19);
    float4x4 _e43 = transpose(Skeleton.Bones[v.indices.y]);
    float4 _e45 = float4(v.weights.y);
    float4x4 _e46 = float4x4(_e45, _e45, _e45, _e45);
    float4x4 _e70 = transpose(Skeleton.Bones[v.indices.z]);
    float4 _e72 = float4(v.weights.z);
    float4x4 _e73 = float4x4(_e72, _e72, _e72, _e72);
    float4x4 _e97 = transpose(Skeleton.Bones[v.indices.w]);
    float4 _e99 = float4(v.weights.w);
    float4x4 _e100 = float4x4(_e99, _e99, _e99, _e99);
    skin = ((float4x4(_e17[0] * _e20[0], _e17[1] * _e20[1], _e17[2] * _e20[2], _e17[3] * _e20[3]) + float4x4(_e43[0] * _e46[0], _e43[1] * _e46[1], _e43[2] * _e46[2], _e43[3] * _e46[3])) + float4x4(_e70[0] * _e73[0], _e70[1] * _e73[1], _e70[2] * _e73[2], _e70[3] * _e73[3])) + float4x4(_e97[0] * _e100[0], _e97[1] * _e100[1], _e97[2] * _e100[2], _e97[3] * _e100[3]);
    float3 _e118 = v.position;
    pos = skin * float4(_e118.x, _e118.y, _e118.z, 1.0f);
    o.position = transpose(Camera.ViewProjection) * pos;
    float4x4 _e135 = skin;
    o.normal = normalize(float3x3(_e135[0].xyz, _e135[1].xyz, _e135[2].xyz) * v.normal);
    o.uv = v.uv;
    VSOutput _e149 = o;
    {
        mainOutput result = mainOutput {_e149.position, _e149.normal, _e149.uv};
        main0_out out = {};
        out.SV_Position = result.SV_Position;
        out.NORMAL = result.NORMAL;
        out.TEXCOORD0 = result.TEXCOORD0;
        return out;
    }
}
