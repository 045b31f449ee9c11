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

struct VSMainOutput {
    float4 SV_Position;
    float2 TEXCOORD0;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSMainOutput) == 32, "VSMainOutput: size");
static_assert(__builtin_offsetof(VSMainOutput, SV_Position) == 0, "VSMainOutput::SV_Position: offset");
static_assert(__builtin_offsetof(VSMainOutput, TEXCOORD0) == 16, "VSMainOutput::TEXCOORD0: offset");
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

struct VSMain_in {
    float3 p [[attribute(0)]];
    float2 uv [[attribute(1)]];
};

struct VSMain_out {
    float4 SV_Position [[position]];
    float2 TEXCOORD0 [[user(TEXCOORD0)]];
};

vertex VSMain_out VSMain(
    VSMain_in stage_in [[stage_in]],
    constant DrawConstants& Draw [[buffer(0)]]
) {
    float3 p = stage_in.p;
    float2 uv = stage_in.uv;
    float3 p_1 = {};
    float2 uv_1 = {};
    VOut o = {};
    p_1 = p;
    uv_1 = uv;
    float3 _e9 = p_1;
    o.pos = float4(_e9.x, _e9.y, _e9.z, 1.0f) * transpose(float4x4(float4(Draw.Model[0]), float4(Draw.Model[1]), float4(Draw.Model[2]), float4(Draw.Model[3])));
    o.uv = uv_1 + float2(Draw.Time * 0.01f);
    VOut _e27 = o;
    {
        VSMainOutput result = VSMainOutput {_e27.pos, _e27.uv};
        VSMain_out out = {};
        out.SV_Position = result.SV_Position;
        out.TEXCOORD0 = result.TEXCOORD0;
        return out;
    }
}
