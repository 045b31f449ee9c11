#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct V2F {
    float4 pos;
    uint id;
    uchar _pad2[4];
    float2 screen;
    float3 normal;
    float4 color;
    float fade;
    uchar _pad6[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(V2F) == 80, "V2F: size");
static_assert(__builtin_offsetof(V2F, pos) == 0, "V2F::pos: offset");
static_assert(__builtin_offsetof(V2F, id) == 16, "V2F::id: offset");
static_assert(__builtin_offsetof(V2F, screen) == 24, "V2F::screen: offset");
static_assert(__builtin_offsetof(V2F, normal) == 32, "V2F::normal: offset");
static_assert(__builtin_offsetof(V2F, color) == 48, "V2F::color: offset");
static_assert(__builtin_offsetof(V2F, fade) == 64, "V2F::fade: offset");
#endif

struct PSMainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PSMainOutput) == 16, "PSMainOutput: size");
static_assert(__builtin_offsetof(PSMainOutput, SV_Target) == 0, "PSMainOutput::SV_Target: offset");
#endif

struct PSMain_in {
    uint i_TEXCOORD0 [[user(TEXCOORD0), flat]];
    float2 i_TEXCOORD1 [[user(TEXCOORD1), center_no_perspective]];
    float3 i_TEXCOORD2 [[user(TEXCOORD2), centroid_perspective]];
    float4 i_COLOR0 [[user(COLOR0), sample_perspective]];
    float i_TEXCOORD3 [[user(TEXCOORD3)]];
};

struct PSMain_out {
    float4 SV_Target [[color(0)]];
};

[[early_fragment_tests]]
fragment PSMain_out PSMain(
    PSMain_in stage_in [[stage_in]],
    float4 i_SV_Position [[position]],
    uint sampleIndex [[sample_id]],
    uint coverage [[sample_mask]]
) {
    uint i_TEXCOORD0 = stage_in.i_TEXCOORD0;
    float2 i_TEXCOORD1 = stage_in.i_TEXCOORD1;
    float3 i_TEXCOORD2 = stage_in.i_TEXCOORD2;
    float4 i_COLOR0 = stage_in.i_COLOR0;
    float i_TEXCOORD3 = stage_in.i_TEXCOORD3;
    V2F i = {};
    uint sampleIndex_1 = {};
    uint coverage_1 = {};
    float k = {};
    i = V2F {i_SV_Position, i_TEXCOORD0, {}, i_TEXCOORD1, i_TEXCOORD2, i_COLOR0, i_TEXCOORD3};
    sampleIndex_1 = sampleIndex;
    coverage_1 = coverage;
    k = ((coverage_1 & (1u << (sampleIndex_1 & 31u))) != 0u) ? 1.0f : 0.5f;
    float2 _e39 = i.screen;
    {
        PSMainOutput result = PSMainOutput {((i.color * float4(k)) * float4(i.fade)) + float4(_e39.x, _e39.y, i.normal.z, float(i.id))};
        PSMain_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
