#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Frame {
    uint ShadowIndex;
    uchar _pad1[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Frame) == 16, "type_Frame: size");
static_assert(__builtin_offsetof(type_Frame, ShadowIndex) == 0, "type_Frame::ShadowIndex: offset");
#endif

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

float sample_cascade(float3 pos, uint cascade, depth2d_array<float> map, sampler s) {
    float2 _e4 = pos.xy;
    float3 _e8 = float3(_e4.x, _e4.y, float(cascade));
    float _e14 = map.sample_compare(s, _e8.xy, uint(int(rint(_e8.z))), pos.z, level(0.0f));
    return _e14;
}

float visibility(float3 pos, depth2d_array<float> map, sampler s) {
    float3 pos_1 = {};
    pos_1 = pos;
    float _e7 = sample_cascade(pos_1, 0u, map, s);
    float _e11 = sample_cascade(pos_1, 1u, map, s);
    return _e7 * _e11;
}

float visibility_1(float3 pos, float bias_, depth2d_array<float> map, sampler s) {
    float _e6 = visibility(pos - float3(bias_), map, s);
    return _e6;
}

struct main0_in {
    float3 shadowPos [[user(TEXCOORD0)]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    float4 pos [[position]],
    array<depth2d_array<float>, 4> ShadowMaps [[texture(0)]],
    depth2d<float> SunShadow [[texture(4)]],
    sampler ShadowSampler [[sampler(0)]],
    constant type_Frame& Frame [[buffer(0)]]
) {
    float3 shadowPos = stage_in.shadowPos;
    float4 pos_1 = {};
    float3 shadowPos_1 = {};
    float lit = {};
    pos_1 = pos;
    shadowPos_1 = shadowPos;
    float _e14 = visibility_1(shadowPos_1, 0.001f, ShadowMaps[Frame.ShadowIndex], ShadowSampler);
    lit = _e14;
    float _e20 = SunShadow.sample_compare(ShadowSampler, shadowPos_1.xy, shadowPos_1.z, level(0.0f));
    lit = lit * _e20;
    float3 _e24 = float3(lit);
    {
        mainOutput result = mainOutput {float4(_e24.x, _e24.y, _e24.z, 1.0f)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
