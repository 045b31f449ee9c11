#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_ShadowConstants {
    float4x4 LightViewProj;
    float4x4 World;
    float DepthBias;
    float TexelSize;
    uchar _pad4[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_ShadowConstants) == 144, "type_ShadowConstants: size");
static_assert(__builtin_offsetof(type_ShadowConstants, LightViewProj) == 0, "type_ShadowConstants::LightViewProj: offset");
static_assert(__builtin_offsetof(type_ShadowConstants, World) == 64, "type_ShadowConstants::World: offset");
static_assert(__builtin_offsetof(type_ShadowConstants, DepthBias) == 128, "type_ShadowConstants::DepthBias: offset");
static_assert(__builtin_offsetof(type_ShadowConstants, TexelSize) == 132, "type_ShadowConstants::TexelSize: offset");
#endif

struct VSOut {
    float4 position;
    float4 lightPos;
    float3 normal;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOut) == 48, "VSOut: size");
static_assert(__builtin_offsetof(VSOut, position) == 0, "VSOut::position: offset");
static_assert(__builtin_offsetof(VSOut, lightPos) == 16, "VSOut::lightPos: offset");
static_assert(__builtin_offsetof(VSOut, normal) == 32, "VSOut::normal: offset");
#endif

struct PSMainOutput {
    float4 SV_Target0;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PSMainOutput) == 16, "PSMainOutput: size");
static_assert(__builtin_offsetof(PSMainOutput, SV_Target0) == 0, "PSMainOutput::SV_Target0: offset");
#endif

float ShadowPCF(float4 lightPos, constant type_ShadowConstants& ShadowConstants, depth2d<float> ShadowMap, sampler ShadowSampler) {
    float3 proj = {};
    float2 uv = {};
    float depth = {};
    float sum = {};
    int y = {};
    int x = {};
    proj = lightPos.xyz / float3(lightPos.w);
    float3 _e11 = proj;
    uv = (_e11.xy * float2(0.5f, -0.5f)) + float2(0.5f);
    float _e22 = proj.z;
    float _e23 = ShadowConstants.DepthBias;
    depth = _e22 - _e23;
    sum = 0.0f;
    {
        y = -1;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                int _e63 = y;
                y = _e63 + 1;
            }
            loop_init = false;
            int _e32 = y;
            if (!(_e32 <= 1)) {
                break;
            }
            {
                {
                    x = -1;
                    bool loop_init_1 = true;
                    while (true) {
                        if (!loop_init_1) {
                            int _e60 = x;
                            x = _e60 + 1;
                        }
                        loop_init_1 = false;
                        int _e39 = x;
                        if (!(_e39 <= 1)) {
                            break;
                        }
                        int _e44 = x;
                        int _e45 = y;
                        float _e51 = ShadowConstants.TexelSize;
                        float2 _e54 = uv;
                        float _e56 = depth;
                        float _e57 = ShadowMap.sample_compare(ShadowSampler, _e54 + (float2(float(_e44), float(_e45)) * float2(_e51)), _e56, level(0.0f));
                        float _e58 = sum;
                        sum = _e58 + _e57;
                    }
                }
            }
        }
    }
    float _e67 = sum;
    return _e67 / 9.0f;
}

struct PSMain_in {
    float4 input_TEXCOORD0 [[user(locn0)]];
    float3 input_NORMAL [[user(locn1)]];
};

struct PSMain_out {
    float4 SV_Target0 [[color(0)]];
};

fragment PSMain_out PSMain(
    PSMain_in stage_in [[stage_in]],
    float4 input_SV_Position [[position]],
    constant type_ShadowConstants& ShadowConstants [[buffer(0)]],
    depth2d<float> ShadowMap [[texture(0)]],
    sampler ShadowSampler [[sampler(0)]]
) {
    float4 input_TEXCOORD0 = stage_in.input_TEXCOORD0;
    float3 input_NORMAL = stage_in.input_NORMAL;
    VSOut input = {};
    float shadow = {};
    float ndl = {};
    input = VSOut {input_SV_Position, input_TEXCOORD0, input_NORMAL};
    float4 _e7 = input.lightPos;
    float _e8 = ShadowPCF(_e7, ShadowConstants, ShadowMap, ShadowSampler);
    shadow = _e8;
    float3 _e11 = input.normal;
    ndl = saturate(dot(normalize(_e11), float3(0.0f, 1.0f, 0.0f)));
    float _e24 = ndl;
    float _e26 = shadow;
    float3 _e29 = float3(0.2f + ((0.8f * _e24) * _e26));
    {
        PSMainOutput result = PSMainOutput {float4(_e29.x, _e29.y, _e29.z, 1.0f)};
        PSMain_out out = {};
        out.SV_Target0 = result.SV_Target0;
        return out;
    }
}
