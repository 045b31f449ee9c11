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
    int _e7 = ParallaxParams.MaxLayers;
    int _e11 = ParallaxParams.MinLayers;
    float _e14 = viewTS_1.z;
    numLayers = mix(float(_e7), float(_e11), abs(_e14));
    float _e19 = numLayers;
    layerDepth = 1.0f / _e19;
    float3 _e23 = viewTS_1;
    float _e25 = viewTS_1.z;
    float _e30 = ParallaxParams.HeightScale;
    float _e33 = numLayers;
    deltaUV = ((_e23.xy / float2(_e25)) * float2(_e30)) / float2(_e33);
    float2 _e37 = uv_1;
    float2 _e38 = dfdx(_e37);
    dx = _e38;
    float2 _e40 = uv_1;
    float2 _e41 = dfdy(_e40);
    dy = _e41;
    currentDepth = 0.0f;
    float2 _e45 = uv_1;
    currentUV = _e45;
    float2 _e49 = dx;
    float2 _e50 = dy;
    float2 _e51 = currentUV;
    float4 _e52 = DepthMap.sample(AnisoWrap, _e51, gradient2d(_e49, _e50));
    mapDepth = _e52.x;
    while (true) {
        float _e54 = currentDepth;
        float _e55 = mapDepth;
        if (!(_e54 < _e55)) {
            break;
        }
        {
            float2 _e58 = currentUV;
            float2 _e59 = deltaUV;
            currentUV = _e58 - _e59;
            float2 _e63 = dx;
            float2 _e64 = dy;
            float2 _e65 = currentUV;
            float4 _e66 = DepthMap.sample(AnisoWrap, _e65, gradient2d(_e63, _e64));
            mapDepth = _e66.x;
            float _e68 = currentDepth;
            float _e69 = layerDepth;
            currentDepth = _e68 + _e69;
        }
    }
    float2 _e71 = currentUV;
    return _e71;
}

struct main0_in {
    float2 uv [[user(locn0)]];
    float3 viewTS [[user(locn1)]];
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
    float3 _e7 = viewTS_1;
    float2 _e9 = uv_1;
    float2 _e10 = ParallaxUV(_e9, normalize(_e7), DepthMap, AnisoWrap, ParallaxParams);
    puv = _e10;
    float2 _e13 = puv;
    float4 _e14 = DiffuseMap.sample(AnisoWrap, _e13);
    {
        mainOutput result = mainOutput {_e14};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
