#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct VSOut {
    float4 pos;
    array<int2, 2> cell;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOut) == 32, "VSOut: size");
static_assert(__builtin_offsetof(VSOut, pos) == 0, "VSOut::pos: offset");
static_assert(__builtin_offsetof(VSOut, cell) == 16, "VSOut::cell: offset");
#endif

struct PSMainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PSMainOutput) == 16, "PSMainOutput: size");
static_assert(__builtin_offsetof(PSMainOutput, SV_Target) == 0, "PSMainOutput::SV_Target: offset");
#endif

struct PSMain_in {
    int2 i_CELL0 [[user(CELL0), flat]];
    int2 i_CELL1 [[user(CELL1), flat]];
};

struct PSMain_out {
    float4 SV_Target [[color(0)]];
};

fragment PSMain_out PSMain(
    PSMain_in stage_in [[stage_in]],
    float4 i_SV_Position [[position]]
) {
    int2 i_CELL0 = stage_in.i_CELL0;
    int2 i_CELL1 = stage_in.i_CELL1;
    VSOut i = {};
    float2x2 f = {};
    array<bool2, 2> bad = {};
    array<uint2, 2> bits = {};
    array<int2, 2> swapped = {};
    int2 row = {};
    float2x2 m = {};
    i = VSOut {i_SV_Position, array<int2, 2> {i_CELL0, i_CELL1}};
    array<int2, 2> _e8 = i.cell;
    f = float2x2(float2(_e8[0]), float2(_e8[1]));
    float2x2 _e15 = f;
    bad = array<bool2, 2> {isnan(_e15[0]), isnan(_e15[1])};
    array<bool2, 2> _e21 = bad;
    float2x2 _e27 = f;
    array<bool2, 2> _e32 = array<bool2, 2> {isinf(_e27[0]), isinf(_e27[1])};
    if ((any(_e21[0]) || any(_e21[1])) || (any(_e32[0]) || any(_e32[1]))) {
        discard_fragment();
    }
    float2x2 _e40 = f;
    float2x2 _e45 = float2x2(abs(_e40[0]), abs(_e40[1]));
    bits = array<uint2, 2> {as_type<uint2>(_e45[0]), as_type<uint2>(_e45[1])};
    array<int2, 2> _e53 = i.cell;
    swapped = array<int2, 2> {int2(_e53[0].x, _e53[1].x), int2(_e53[0].y, _e53[1].y)};
    int2 _e68 = int2(1, 1);
    array<int2, 2> _e69 = swapped;
    row = int2((_e68.x * _e69[0].x) + (_e68.y * _e69[1].x), (_e68.x * _e69[0].y) + (_e68.y * _e69[1].y));
    float2x2 _e91 = f;
    float2x2 _e92 = f;
    float2 _e94 = float2(1.0f);
    float2x2 _e95 = float2x2(_e94, _e94);
    m = float2x2(fma(_e91[0], _e92[0], _e95[0]), fma(_e91[1], _e92[1], _e95[1]));
    float2x2 _e105 = m;
    float2x2 _e110 = float2x2(log2(_e105[0]), log2(_e105[1]));
    float2 _e113 = float2(0.30103f);
    float2x2 _e114 = float2x2(_e113, _e113);
    float2 _e123 = float2x2(_e110[0] * _e114[0], _e110[1] * _e114[1])[0];
    float2 _e125 = float2(row);
    {
        PSMainOutput result = PSMainOutput {float4(_e123.x, _e123.y, _e125.x, _e125.y) + float4(float(bits[1].x & 1u))};
        PSMain_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
