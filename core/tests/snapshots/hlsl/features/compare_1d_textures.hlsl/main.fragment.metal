#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

float lookup(depth2d<float> t, float u, float ref, sampler shadowCmp) {
    float _e9 = t.sample_compare(shadowCmp, float2(u, 0.5f), ref, level(0.0f), int2(1, 0));
    return _e9;
}

struct main0_in {
    float2 uv [[user(TEXCOORD0)]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    float4 pos [[position]],
    sampler shadowCmp [[sampler(0)]],
    sampler pointClamp [[sampler(1)]],
    depth2d<float> shadowRamp [[texture(0)]],
    depth2d_array<float> shadowLayers [[texture(1)]],
    texture1d<float> plainRamp [[texture(2)]]
) {
    float2 uv = stage_in.uv;
    float4 pos_1 = {};
    float2 uv_1 = {};
    float a = {};
    float b = {};
    float c = {};
    float d = {};
    float e = {};
    float f = {};
    float g = {};
    uint width = {};
    uint layers = {};
    uint levels = {};
    float4 plain = {};
    pos_1 = pos;
    uv_1 = uv;
    float _e12 = shadowRamp.sample_compare(shadowCmp, float2(uv_1.x, 0.5f), 0.5f);
    a = _e12;
    float2 _e20 = float2(uv_1.x, 2.0f);
    float _e32 = shadowLayers.sample_compare(shadowCmp, float2(_e20.x, 0.5f), uint(int(rint(_e20.y))), 0.25f, int2(-2, 0));
    b = _e32;
    float _e38 = lookup(shadowRamp, uv_1.y, 0.75f, shadowCmp);
    c = _e38;
    float _e46 = shadowRamp.sample(pointClamp, float2(uv_1.x, 0.5f));
    d = float4(_e46, 0.0f, 0.0f, 1.0f).x;
    float _e57 = dfdx(uv_1.x);
    float _e60 = dfdy(uv_1.x);
    float _e68 = shadowRamp.sample(pointClamp, float2(uv_1.x, 0.5f), gradient2d(float2(_e57, 0.0f), float2(_e60, 0.0f)));
    e = float4(_e68, 0.0f, 0.0f, 1.0f).x;
    int2 _e79 = int2(int(pos_1.x), 0);
    float _e89 = shadowRamp.read(uint2(int2(as_type<int>(as_type<uint>(_e79.x) + as_type<uint>(1)), 0)), uint(_e79.y));
    float _e101 = shadowRamp.read(uint2(uint2(uint(pos_1.y), 0u)), uint(0));
    f = float4(_e89, 0.0f, 0.0f, 1.0f).x + float4(_e101, 0.0f, 0.0f, 1.0f).x;
    int3 _e114 = int3(int(pos_1.x), 1, 0);
    int2 _e115 = _e114.xy;
    float _e121 = shadowLayers.read(uint2(int2(_e115.x, 0)), uint(_e115.y), uint(_e114.z));
    g = float4(_e121, 0.0f, 0.0f, 1.0f).x;
    uint2 _e133 = uint2(shadowLayers.get_width(int(0u)), shadowLayers.get_height(int(0u)));
    uint _e135 = shadowLayers.get_array_size();
    uint _e136 = shadowLayers.get_num_mip_levels();
    width = _e133.x;
    layers = _e135;
    levels = _e136;
    float4 _e142 = plainRamp.sample(pointClamp, uv_1.x);
    plain = _e142;
    {
        mainOutput result = mainOutput {(plain * float4((((((a + b) + c) + d) + e) + f) + g)) + float4(float((width + layers) + levels))};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
