#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct VSMainOutput {
    float4 SV_Position;
    uint2 MASK;
    uchar _pad2[8];
    uint LIT;
    uchar _pad3[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSMainOutput) == 48, "VSMainOutput: size");
static_assert(__builtin_offsetof(VSMainOutput, SV_Position) == 0, "VSMainOutput::SV_Position: offset");
static_assert(__builtin_offsetof(VSMainOutput, MASK) == 16, "VSMainOutput::MASK: offset");
static_assert(__builtin_offsetof(VSMainOutput, LIT) == 32, "VSMainOutput::LIT: offset");
#endif

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

struct VSMain_in {
    uint visible_ [[attribute(0)]];
    float3 p [[attribute(1)]];
};

struct VSMain_out {
    float4 SV_Position [[position]];
    uint2 MASK [[user(MASK0)]];
    uint LIT [[user(LIT0)]];
};

vertex VSMain_out VSMain(
    VSMain_in stage_in [[stage_in]]
) {
    uint visible_ = stage_in.visible_;
    float3 p = stage_in.p;
    bool visible__1 = {};
    float3 p_1 = {};
    VSOut o = {};
    visible__1 = bool(visible_);
    p_1 = p;
    float3 _e11 = p_1;
    o.pos = float4(_e11.x, _e11.y, _e11.z, visible__1 ? 1.0f : 0.0f);
    o.mask = bool2(p_1.x > 0.0f, p_1.y > 0.0f);
    o.lit = visible__1;
    VSOut _e28 = o;
    {
        VSMainOutput result = VSMainOutput {_e28.pos, uint2(_e28.mask), {}, uint(_e28.lit)};
        VSMain_out out = {};
        out.SV_Position = result.SV_Position;
        out.MASK = result.MASK;
        out.LIT = result.LIT;
        return out;
    }
}
