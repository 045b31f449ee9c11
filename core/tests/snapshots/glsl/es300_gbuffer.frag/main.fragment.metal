#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Globals {
    float uRoughness;
    uchar _pad1[12];
    float3 uCameraPos;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 32, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, uRoughness) == 0, "type_Globals::uRoughness: offset");
static_assert(__builtin_offsetof(type_Globals, uCameraPos) == 16, "type_Globals::uCameraPos: offset");
#endif

struct _glsl_In {
    float3 vWorldPos_;
    float2 vUv_;
    uchar _pad2[8];
    float3 vTBN_c0_;
    float3 vTBN_c1_;
    float3 vTBN_c2_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 80, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, vWorldPos_) == 0, "_glsl_In::vWorldPos_: offset");
static_assert(__builtin_offsetof(_glsl_In, vUv_) == 16, "_glsl_In::vUv_: offset");
static_assert(__builtin_offsetof(_glsl_In, vTBN_c0_) == 32, "_glsl_In::vTBN_c0_: offset");
static_assert(__builtin_offsetof(_glsl_In, vTBN_c1_) == 48, "_glsl_In::vTBN_c1_: offset");
static_assert(__builtin_offsetof(_glsl_In, vTBN_c2_) == 64, "_glsl_In::vTBN_c2_: offset");
#endif

struct mainOutput {
    float4 gPosition;
    float4 gNormal;
    float4 gAlbedoSpec;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 48, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gPosition) == 0, "mainOutput::gPosition: offset");
static_assert(__builtin_offsetof(mainOutput, gNormal) == 16, "mainOutput::gNormal: offset");
static_assert(__builtin_offsetof(mainOutput, gAlbedoSpec) == 32, "mainOutput::gAlbedoSpec: offset");
#endif

struct _glsl_Out {
    float4 gPosition_;
    float4 gNormal_;
    float4 gAlbedoSpec_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 48, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gPosition_) == 0, "_glsl_Out::gPosition_: offset");
static_assert(__builtin_offsetof(_glsl_Out, gNormal_) == 16, "_glsl_Out::gNormal_: offset");
static_assert(__builtin_offsetof(_glsl_Out, gAlbedoSpec_) == 32, "_glsl_Out::gAlbedoSpec_: offset");
#endif

float2 octEncode(float3 n) {
    float3 n_1 = {};
    float2 e = {};
    n_1 = n;
    n_1 = n_1 / float3((abs(n_1.x) + abs(n_1.y)) + abs(n_1.z));
    e = (n_1.z >= 0.0f) ? n_1.xy : ((float2(1.0f) - abs(n_1.yx)) * float2((n_1.x >= 0.0f) ? 1.0f : (-1.0f), (n_1.y >= 0.0f) ? 1.0f : (-1.0f)));
    return (e * float2(0.5f)) + float2(0.5f);
}

void _glsl_main(thread float3& vWorldPos, thread float2& vUv, thread float3x3& vTBN, texture2d<float> uAlbedo, sampler uAlbedo_sampler, texture2d<float> uNormalMap, sampler uNormalMap_sampler, texture2d<float> uSpecular, sampler uSpecular_sampler, thread float4& gPosition, thread float4& gNormal, thread float4& gAlbedoSpec, constant type_Globals& _Globals) {
    float4 albedo = {};
    float3 tangentNormal = {};
    float3 n = {};
    float4 _e5 = uAlbedo.sample(uAlbedo_sampler, vUv);
    albedo = _e5;
    if (albedo.w < 0.5f) {
        {
            discard_fragment();
        }
    }
    float4 _e15 = uNormalMap.sample(uNormalMap_sampler, vUv);
    tangentNormal = (_e15.xyz * float3(2.0f)) - float3(1.0f);
    n = normalize(vTBN * tangentNormal);
    float3 _e39 = vWorldPos;
    gPosition = float4(_e39.x, _e39.y, _e39.z, distance(vWorldPos, _Globals.uCameraPos));
    float2 _e46 = octEncode(n);
    gNormal = float4(_e46.x, _e46.y, _Globals.uRoughness, 1.0f);
    float4 _e59 = uSpecular.sample(uSpecular_sampler, vUv);
    float3 _e62 = albedo.xyz;
    gAlbedoSpec = float4(_e62.x, _e62.y, _e62.z, _e59.x);
    return;
}

struct main0_in {
    float3 vWorldPos [[user(vWorldPos)]];
    float2 vUv [[user(vUv)]];
    float3 vTBN_c0 [[user(vTBN__c0)]];
    float3 vTBN_c1 [[user(vTBN__c1)]];
    float3 vTBN_c2 [[user(vTBN__c2)]];
};

struct main0_out {
    float4 gPosition [[color(0)]];
    float4 gNormal [[color(1)]];
    float4 gAlbedoSpec [[color(2)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d<float> uAlbedo [[texture(0)]],
    sampler uAlbedo_sampler [[sampler(0)]],
    texture2d<float> uNormalMap [[texture(1)]],
    sampler uNormalMap_sampler [[sampler(1)]],
    texture2d<float> uSpecular [[texture(2)]],
    sampler uSpecular_sampler [[sampler(2)]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float3 vWorldPos_1 = stage_in.vWorldPos;
    float2 vUv_1 = stage_in.vUv;
    float3 vTBN_c0 = stage_in.vTBN_c0;
    float3 vTBN_c1 = stage_in.vTBN_c1;
    float3 vTBN_c2 = stage_in.vTBN_c2;
    float3 vWorldPos = {};
    float2 vUv = {};
    float3x3 vTBN = {};
    float4 gPosition = {};
    float4 gNormal = {};
    float4 gAlbedoSpec = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {vWorldPos_1, vUv_1, {}, vTBN_c0, vTBN_c1, vTBN_c2};
    vWorldPos = input.vWorldPos_;
    vUv = input.vUv_;
    vTBN[0] = input.vTBN_c0_;
    vTBN[1] = input.vTBN_c1_;
    vTBN[2] = input.vTBN_c2_;
    _glsl_main(vWorldPos, vUv, vTBN, uAlbedo, uAlbedo_sampler, uNormalMap, uNormalMap_sampler, uSpecular, uSpecular_sampler, gPosition, gNormal, gAlbedoSpec, _Globals);
    output.gPosition_ = gPosition;
    output.gNormal_ = gNormal;
    output.gAlbedoSpec_ = gAlbedoSpec;
    _glsl_Out _e38 = output;
    {
        mainOutput result = mainOutput {_e38.gPosition_, _e38.gNormal_, _e38.gAlbedoSpec_};
        main0_out out = {};
        out.gPosition = result.gPosition;
        out.gNormal = result.gNormal;
        out.gAlbedoSpec = result.gAlbedoSpec;
        return out;
    }
}
