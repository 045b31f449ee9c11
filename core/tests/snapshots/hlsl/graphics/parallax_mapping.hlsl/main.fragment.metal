#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_ParallaxParams {
    float HeightScale;
    int MinLayers;
    int MaxLayers;
    uchar _pad3[4];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_ParallaxParams) == 16, "type_ParallaxParams: size");
static_assert(__builtin_offsetof(type_ParallaxParams, HeightScale) == 0, "type_ParallaxParams::HeightScale: offset");
static_assert(__builtin_offsetof(type_ParallaxParams, MinLayers) == 4, "type_ParallaxParams::MinLayers: offset");
static_assert(__builtin_offsetof(type_ParallaxParams, MaxLayers) == 8, "type_ParallaxParams::MaxLayers: offset");
#endif

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

float2 ParallaxUV(float2 uv, float3 viewTS, texture2d<float> DepthMap, sampler AnisoWrap, constant type_ParallaxParams& ParallaxParams) {
    float2 uv_1 = {};
    float3 viewTS_1 = {};
    float numLayers = {};
    float layerDepth = {};
    float2 deltaUV = {};
    float2 dx = {};
    float2 dy = {};
    float currentDepth = {};
    float2 currentUV = {};
    float mapDepth = {};
    uv_1 = uv;
    viewTS_1 = viewTS;
    numLayers = mix(float(ParallaxParams.MaxLayers), float(ParallaxParams.MinLayers), abs(viewTS_1.z));
    layerDepth = 1.0f / numLayers;
    deltaUV = ((viewTS_1.xy / float2(viewTS_1.z)) * float2(ParallaxParams.HeightScale)) / float2(numLayers);
    float2 _e38 = dfdx(uv_1);
    dx = _e38;
    float2 _e41 = dfdy(uv_1);
    dy = _e41;
    currentDepth = 0.0f;
    currentUV = uv_1;
    float4 _e52 = DepthMap.sample(AnisoWrap, currentUV, gradient2d(dx, dy));
    mapDepth = _e52.x;
    while (true) {
        if (!(currentDepth < mapDepth)) {
            break;
        }
        {
            currentUV = currentUV - deltaUV;
            float4 _e66 = DepthMap.sample(AnisoWrap, currentUV, gradient2d(dx, dy));
            mapDepth = _e66.x;
            currentDepth = currentDepth + layerDepth;
        }
    }
    return currentUV;
}

struct main0_in {
    float2 uv [[user(TEXCOORD0)]];
    float3 viewTS [[user(TEXCOORD1)]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    float4 p [[position]],
    texture2d<float> DiffuseMap [[texture(0)]],
    texture2d<float> DepthMap [[texture(1)]],
    sampler AnisoWrap [[sampler(0)]],
    constant type_ParallaxParams& ParallaxParams [[buffer(0)]]
) {
    float2 uv = stage_in.uv;
    float3 viewTS = stage_in.viewTS;
    float4 p_1 = {};
    float2 uv_1 = {};
    float3 viewTS_1 = {};
    float2 puv = {};
    p_1 = p;
    uv_1 = uv;
    viewTS_1 = viewTS;
    float2 _e10 = ParallaxUV(uv_1, normalize(viewTS_1), DepthMap, AnisoWrap, ParallaxParams);
    puv = _e10;
    float4 _e14 = DiffuseMap.sample(AnisoWrap, puv);
    {
        mainOutput result = mainOutput {_e14};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
