#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct VSOut {
    float4 pos;
    bool2 mask;
    bool lit;
    uchar _pad3[13];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOut) == 32, "VSOut: size");
static_assert(__builtin_offsetof(VSOut, pos) == 0, "VSOut::pos: offset");
static_assert(__builtin_offsetof(VSOut, mask) == 16, "VSOut::mask: offset");
static_assert(__builtin_offsetof(VSOut, lit) == 18, "VSOut::lit: offset");
#endif

struct PSMainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PSMainOutput) == 16, "PSMainOutput: size");
static_assert(__builtin_offsetof(PSMainOutput, SV_Target) == 0, "PSMainOutput::SV_Target: offset");
#endif

struct PSMain_in {
    uint2 i_MASK [[user(MASK0), flat]];
    uint i_LIT [[user(LIT0), flat]];
};

struct PSMain_out {
    float4 SV_Target [[color(0)]];
};

fragment PSMain_out PSMain(
    PSMain_in stage_in [[stage_in]],
    float4 i_SV_Position [[position]]
) {
    uint2 i_MASK = stage_in.i_MASK;
    uint i_LIT = stage_in.i_LIT;
    VSOut i = {};
    float4 c = {};
    i = VSOut {i_SV_Position, bool2(i_MASK), bool(i_LIT)};
    c = float4(i.mask.x ? 1.0f : 0.0f, i.mask.y ? 1.0f : 0.0f, 0.0f, 1.0f);
    {
        PSMainOutput result = PSMainOutput {i.lit ? c : (c * float4(0.25f))};
        PSMain_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
