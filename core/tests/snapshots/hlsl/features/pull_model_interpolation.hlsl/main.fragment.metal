#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct PSIn {
    float4 position;
    float2 uv;
    uchar _pad2[8];
    packed_float3 normal;
    float depth;
    int2 jitter;
    uchar _pad5[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PSIn) == 64, "PSIn: size");
static_assert(__builtin_offsetof(PSIn, position) == 0, "PSIn::position: offset");
static_assert(__builtin_offsetof(PSIn, uv) == 16, "PSIn::uv: offset");
static_assert(__builtin_offsetof(PSIn, normal) == 32, "PSIn::normal: offset");
static_assert(__builtin_offsetof(PSIn, depth) == 44, "PSIn::depth: offset");
static_assert(__builtin_offsetof(PSIn, jitter) == 48, "PSIn::jitter: offset");
#endif

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

struct main0_in {
    interpolant<float2, interpolation::perspective> i_TEXCOORD0 [[user(TEXCOORD0)]];
    interpolant<float3, interpolation::perspective> i_NORMAL [[user(NORMAL0)]];
    interpolant<float, interpolation::no_perspective> i_DEPTH [[user(DEPTH0)]];
    int2 i_JITTER [[user(JITTER0), flat]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    float4 i_SV_Position [[position]],
    uint sampleIndex [[sample_id]]
) {
    float2 i_TEXCOORD0 = stage_in.i_TEXCOORD0.interpolate_at_center();
    float3 i_NORMAL = stage_in.i_NORMAL.interpolate_at_centroid();
    float i_DEPTH = stage_in.i_DEPTH.interpolate_at_center();
    int2 i_JITTER = stage_in.i_JITTER;
    PSIn i = {};
    uint sampleIndex_1 = {};
    float2 atSample = {};
    float3 atCentroid = {};
    float2 snapped = {};
    float jittered = {};
    float y = {};
    int2 flat = {};
    i = PSIn {i_SV_Position, i_TEXCOORD0, {}, i_NORMAL, i_DEPTH, i_JITTER};
    sampleIndex_1 = sampleIndex;
    float2 _e12 = stage_in.i_TEXCOORD0.interpolate_at_sample(sampleIndex_1);
    atSample = _e12;
    float3 _e15 = stage_in.i_NORMAL.interpolate_at_centroid();
    atCentroid = _e15;
    float2 _e32 = stage_in.i_TEXCOORD0.interpolate_at_offset((float2(extract_bits(int2(-8, 7), uint(0u), uint(4u))) * float2(0.0625f)) + float2(0.5f));
    snapped = _e32;
    float _e47 = stage_in.i_DEPTH.interpolate_at_offset((float2(extract_bits(i.jitter, uint(0u), uint(4u))) * float2(0.0625f)) + float2(0.5f));
    jittered = _e47;
    float2 _e53 = stage_in.i_TEXCOORD0.interpolate_at_sample(0u);
    y = _e53.y;
    flat = i_JITTER;
    float2 _e62 = (atSample + snapped) + i.uv;
    float3 _e78 = atCentroid + float3(i.normal);
    {
        mainOutput result = mainOutput {float4(_e62.x, _e62.y, (jittered + y) + float(flat.x), 1.0f) * float4(_e78.x, _e78.y, _e78.z, 1.0f)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
