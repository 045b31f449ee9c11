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
    uv = (proj.xy * float2(0.5f, -0.5f)) + float2(0.5f);
    depth = proj.z - ShadowConstants.DepthBias;
    sum = 0.0f;
    {
        y = -1;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                y = y + 1;
            }
            loop_init = false;
            if (!(y <= 1)) {
                break;
            }
            {
                {
                    x = -1;
                    bool loop_init_1 = true;
                    while (true) {
                        if (!loop_init_1) {
                            x = x + 1;
                        }
                        loop_init_1 = false;
                        if (!(x <= 1)) {
                            break;
                        }
                        float _e57 = ShadowMap.sample_compare(ShadowSampler, uv + (float2(float(x), float(y)) * float2(ShadowConstants.TexelSize)), depth, level(0.0f));
                        sum = sum + _e57;
                    }
                }
            }
        }
    }
    return sum / 9.0f;
}

struct PSMain_in {
    float4 input_TEXCOORD0 [[user(TEXCOORD0)]];
    float3 input_NORMAL [[user(NORMAL0)]];
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
    float _e8 = ShadowPCF(input.lightPos, ShadowConstants, ShadowMap, ShadowSampler);
    shadow = _e8;
    ndl = saturate(dot(normalize(input.normal), float3(0.0f, 1.0f, 0.0f)));
    float3 _e29 = float3(0.2f + ((0.8f * ndl) * shadow));
    {
        PSMainOutput result = PSMainOutput {float4(_e29.x, _e29.y, _e29.z, 1.0f)};
        PSMain_out out = {};
        out.SV_Target0 = result.SV_Target0;
        return out;
    }
}
