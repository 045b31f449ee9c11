#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct DrawConstants {
    array<packed_float4, 4> Model;
    uint MaterialIndex;
    float Time;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(DrawConstants) == 72, "DrawConstants: size");
static_assert(__builtin_offsetof(DrawConstants, Model) == 0, "DrawConstants::Model: offset");
static_assert(__builtin_offsetof(DrawConstants, MaterialIndex) == 64, "DrawConstants::MaterialIndex: offset");
static_assert(__builtin_offsetof(DrawConstants, Time) == 68, "DrawConstants::Time: offset");
#endif

struct VOut {
    float4 pos;
    float2 uv;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VOut) == 32, "VOut: size");
static_assert(__builtin_offsetof(VOut, pos) == 0, "VOut::pos: offset");
static_assert(__builtin_offsetof(VOut, uv) == 16, "VOut::uv: offset");
#endif

struct PSMainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PSMainOutput) == 16, "PSMainOutput: size");
static_assert(__builtin_offsetof(PSMainOutput, SV_Target) == 0, "PSMainOutput::SV_Target: offset");
#endif

struct PSMain_in {
    float2 i_TEXCOORD0 [[user(TEXCOORD0)]];
};

struct PSMain_out {
    float4 SV_Target [[color(0)]];
};

fragment PSMain_out PSMain(
    PSMain_in stage_in [[stage_in]],
    float4 i_SV_Position [[position]],
    constant DrawConstants& Draw [[buffer(0)]],
    texture2d<float> Albedo [[texture(0)]],
    sampler AlbedoSampler [[sampler(0)]]
) {
    float2 i_TEXCOORD0 = stage_in.i_TEXCOORD0;
    VOut i = {};
    i = VOut {i_SV_Position, i_TEXCOORD0};
    float4 _e8 = Albedo.sample(AlbedoSampler, i.uv);
    {
        PSMainOutput result = PSMainOutput {_e8 * float4(float(Draw.MaterialIndex + 1u))};
        PSMain_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
