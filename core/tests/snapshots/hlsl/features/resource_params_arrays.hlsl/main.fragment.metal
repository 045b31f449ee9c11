#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Frame {
    uint layerCount;
    uint samplerIndex;
    float2 shadowTexel;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Frame) == 16, "type_Frame: size");
static_assert(__builtin_offsetof(type_Frame, layerCount) == 0, "type_Frame::layerCount: offset");
static_assert(__builtin_offsetof(type_Frame, samplerIndex) == 4, "type_Frame::samplerIndex: offset");
static_assert(__builtin_offsetof(type_Frame, shadowTexel) == 8, "type_Frame::shadowTexel: offset");
#endif

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

float ShadowTap(float3 coord, depth2d<float> shadowTex, sampler g_shadowCmp) {
    float _e5 = shadowTex.sample_compare(g_shadowCmp, coord.xy, coord.z, level(0.0f));
    return _e5;
}

float ShadowPcf(float3 coord, depth2d<float> map, sampler g_shadowCmp, constant type_Frame& Frame) {
    float3 coord_1 = {};
    float sum = {};
    coord_1 = coord;
    float _e5 = ShadowTap(coord_1, map, g_shadowCmp);
    sum = _e5;
    float _e15 = ShadowTap(coord_1 + float3(Frame.shadowTexel.x, 0.0f, 0.0f), map, g_shadowCmp);
    sum = sum + _e15;
    float _e27 = ShadowTap(coord_1 + float3(0.0f, Frame.shadowTexel.y, 0.0f), map, g_shadowCmp);
    sum = sum + _e27;
    return sum / 3.0f;
}

struct main0_in {
    float2 uv [[user(TEXCOORD0)]];
    float3 shadowCoord [[user(TEXCOORD1)]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    array<texture2d<float>, 4> g_layers [[texture(0)]],
    array<sampler, 2> g_samplers [[sampler(0)]],
    depth2d<float> g_shadowMap [[texture(4)]],
    sampler g_shadowCmp [[sampler(2)]],
    constant type_Frame& Frame [[buffer(0)]]
) {
    float2 uv = stage_in.uv;
    float3 shadowCoord = stage_in.shadowCoord;
    float2 uv_1 = {};
    float3 shadowCoord_1 = {};
    float4 color = {};
    uint i = {};
    uv_1 = uv;
    shadowCoord_1 = shadowCoord;
    color = float4(0.0f);
    {
        i = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1u;
            }
            loop_init = false;
            if (!(i < Frame.layerCount)) {
                break;
            }
            {
                float4 _e29 = g_layers[i].sample(g_samplers[Frame.samplerIndex & 1u], uv_1);
                color = color + _e29;
            }
        }
    }
    float _e37 = ShadowPcf(shadowCoord_1, g_shadowMap, g_shadowCmp, Frame);
    {
        mainOutput result = mainOutput {color * float4(_e37)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
