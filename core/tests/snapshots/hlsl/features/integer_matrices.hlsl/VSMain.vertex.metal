#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct VSMainOutput {
    float4 SV_Position;
    int2 CELL0;
    uchar _pad2[8];
    int2 CELL1;
    uchar _pad3[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSMainOutput) == 48, "VSMainOutput: size");
static_assert(__builtin_offsetof(VSMainOutput, SV_Position) == 0, "VSMainOutput::SV_Position: offset");
static_assert(__builtin_offsetof(VSMainOutput, CELL0) == 16, "VSMainOutput::CELL0: offset");
static_assert(__builtin_offsetof(VSMainOutput, CELL1) == 32, "VSMainOutput::CELL1: offset");
#endif

struct VSOut {
    float4 pos;
    array<int2, 2> cell;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOut) == 32, "VSOut: size");
static_assert(__builtin_offsetof(VSOut, pos) == 0, "VSOut::pos: offset");
static_assert(__builtin_offsetof(VSOut, cell) == 16, "VSOut::cell: offset");
#endif

struct VSMain_in {
    float2 p [[attribute(0)]];
};

struct VSMain_out {
    float4 SV_Position [[position]];
    int2 CELL0 [[user(CELL0)]];
    int2 CELL1 [[user(CELL1)]];
};

vertex VSMain_out VSMain(
    VSMain_in stage_in [[stage_in]],
    uint id [[vertex_id]]
) {
    float2 p = stage_in.p;
    float2 p_1 = {};
    uint id_1 = {};
    VSOut o = {};
    array<int2, 2> grid = {};
    p_1 = p;
    id_1 = id;
    grid = array<int2, 2> {int2(int(id_1 & 1u), int(id_1 >> 1u)), int2(2, 3)};
    array<int2, 2> _e24 = grid;
    int2 _e26 = int2(2);
    array<int2, 2> _e27 = array<int2, 2> {_e26, _e26};
    array<int2, 2> _e34 = array<int2, 2> {_e24[0] * _e27[0], _e24[1] * _e27[1]};
    int2 _e37 = int2(1);
    array<int2, 2> _e38 = array<int2, 2> {_e37, _e37};
    o.cell = array<int2, 2> {_e34[0] - _e38[0], _e34[1] - _e38[1]};
    float2 _e49 = p_1;
    o.pos = float4(_e49.x, _e49.y, 0.0f, 1.0f);
    VSOut _e53 = o;
    {
        VSMainOutput result = VSMainOutput {_e53.pos, _e53.cell[0], {}, _e53.cell[1]};
        VSMain_out out = {};
        out.SV_Position = result.SV_Position;
        out.CELL0 = result.CELL0;
        out.CELL1 = result.CELL1;
        return out;
    }
}
