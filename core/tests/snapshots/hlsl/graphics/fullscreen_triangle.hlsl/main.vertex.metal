#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct mainOutput {
    float4 SV_Position;
    float2 TEXCOORD0;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 32, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Position) == 0, "mainOutput::SV_Position: offset");
static_assert(__builtin_offsetof(mainOutput, TEXCOORD0) == 16, "mainOutput::TEXCOORD0: offset");
#endif

struct VSOut {
    float4 pos;
    float2 uv;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOut) == 32, "VSOut: size");
static_assert(__builtin_offsetof(VSOut, pos) == 0, "VSOut::pos: offset");
static_assert(__builtin_offsetof(VSOut, uv) == 16, "VSOut::uv: offset");
#endif

struct main0_out {
    float4 SV_Position [[position]];
    float2 TEXCOORD0 [[user(TEXCOORD0)]];
};

vertex main0_out main0(
    uint id [[vertex_id]]
) {
    uint id_1 = {};
    VSOut o = {};
    id_1 = id;
    o.uv = float2(float((id_1 << 1u) & 2u), float(id_1 & 2u));
    float2 _e35 = (o.uv * float2(2.0f, float(-2))) + float2(float(-1), 1.0f);
    o.pos = float4(_e35.x, _e35.y, 0.0f, 1.0f);
    VSOut _e43 = o;
    {
        mainOutput result = mainOutput {_e43.pos, _e43.uv};
        main0_out out = {};
        out.SV_Position = result.SV_Position;
        out.TEXCOORD0 = result.TEXCOORD0;
        return out;
    }
}
