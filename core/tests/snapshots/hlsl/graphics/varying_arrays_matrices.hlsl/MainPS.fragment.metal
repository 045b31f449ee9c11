#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct VSOutput {
    float4 Pos;
    float2 UV;
    uchar _pad2[8];
    float4x4 View;
    array<packed_float3, 2> LightVec;
    uchar _pad4[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOutput) == 128, "VSOutput: size");
static_assert(__builtin_offsetof(VSOutput, Pos) == 0, "VSOutput::Pos: offset");
static_assert(__builtin_offsetof(VSOutput, UV) == 16, "VSOutput::UV: offset");
static_assert(__builtin_offsetof(VSOutput, View) == 32, "VSOutput::View: offset");
static_assert(__builtin_offsetof(VSOutput, LightVec) == 96, "VSOutput::LightVec: offset");
#endif

struct MainPSOutput {
    float4 SV_TARGET0;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(MainPSOutput) == 16, "MainPSOutput: size");
static_assert(__builtin_offsetof(MainPSOutput, SV_TARGET0) == 0, "MainPSOutput::SV_TARGET0: offset");
#endif

struct MainPS_in {
    float2 input_TEXCOORD0 [[user(TEXCOORD0)]];
    float4 input_MATRIX0 [[user(MATRIX0)]];
    float4 input_MATRIX1 [[user(MATRIX1)]];
    float4 input_MATRIX2 [[user(MATRIX2)]];
    float4 input_MATRIX3 [[user(MATRIX3)]];
    float3 input_TEXCOORD1 [[user(TEXCOORD1)]];
    float3 input_TEXCOORD2 [[user(TEXCOORD2)]];
};

struct MainPS_out {
    float4 SV_TARGET0 [[color(0)]];
};

fragment MainPS_out MainPS(
    MainPS_in stage_in [[stage_in]],
    float4 input_SV_POSITION [[position]],
    texture2d<float> colorMap [[texture(0)]],
    sampler colorSampler [[sampler(0)]]
) {
    float2 input_TEXCOORD0 = stage_in.input_TEXCOORD0;
    float4 input_MATRIX0 = stage_in.input_MATRIX0;
    float4 input_MATRIX1 = stage_in.input_MATRIX1;
    float4 input_MATRIX2 = stage_in.input_MATRIX2;
    float4 input_MATRIX3 = stage_in.input_MATRIX3;
    float3 input_TEXCOORD1 = stage_in.input_TEXCOORD1;
    float3 input_TEXCOORD2 = stage_in.input_TEXCOORD2;
    VSOutput input = {};
    float3 toEye = {};
    float lit = {};
    int i = {};
    input = VSOutput {input_SV_POSITION, input_TEXCOORD0, {}, float4x4(input_MATRIX0, input_MATRIX1, input_MATRIX2, input_MATRIX3), array<packed_float3, 2> {input_TEXCOORD1, input_TEXCOORD2}};
    float4x4 _e14 = input.View;
    toEye = float3(0.0f, 0.0f, 1.0f) * float3x3(_e14[0].xyz, _e14[1].xyz, _e14[2].xyz);
    lit = 0.0f;
    {
        i = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1;
            }
            loop_init = false;
            if (!(i < 2)) {
                break;
            }
            lit = lit + max(dot(normalize(float3(input.LightVec[i])), toEye), 0.0f);
        }
    }
    float4 _e53 = colorMap.sample(colorSampler, input.UV);
    {
        MainPSOutput result = MainPSOutput {_e53 * float4(lit)};
        MainPS_out out = {};
        out.SV_TARGET0 = result.SV_TARGET0;
        return out;
    }
}
