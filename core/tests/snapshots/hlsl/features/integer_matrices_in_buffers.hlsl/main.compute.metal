#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct stride16_elem1 {
    int2 value;
    uchar pad[8];
};

struct type_Params {
    array<stride16_elem1, 2> offsets;
    array<uint3, 2> mask;
    float4 scale;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Params) == 80, "type_Params: size");
static_assert(__builtin_offsetof(type_Params, offsets) == 0, "type_Params::offsets: offset");
static_assert(__builtin_offsetof(type_Params, mask) == 32, "type_Params::mask: offset");
static_assert(__builtin_offsetof(type_Params, scale) == 64, "type_Params::scale: offset");
#endif

struct Cell {
    array<int4, 2> weights;
    array<uint2, 4> coords;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Cell) == 64, "Cell: size");
static_assert(__builtin_offsetof(Cell, weights) == 0, "Cell::weights: offset");
static_assert(__builtin_offsetof(Cell, coords) == 32, "Cell::coords: offset");
#endif

struct Packed {
    array<packed_int3, 2> m;
    array<packed_uint3, 3> b;
    float f;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Packed) == 64, "Packed: size");
static_assert(__builtin_offsetof(Packed, m) == 0, "Packed::m: offset");
static_assert(__builtin_offsetof(Packed, b) == 24, "Packed::b: offset");
static_assert(__builtin_offsetof(Packed, f) == 60, "Packed::f: offset");
#endif

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    constant type_Params& Params [[buffer(0)]],
    device Cell* cells [[buffer(1)]],
    device float4* result [[buffer(2)]],
    device Packed* packed [[buffer(3)]]
) {
    uint id_1 = {};
    array<int2, 2> o = {};
    array<bool3, 2> m = {};
    Cell c = {};
    int picked = {};
    uint2 swz = {};
    Packed p = {};
    id_1 = id.x;
    array<stride16_elem1, 2> _e6 = Params.offsets;
    o = array<int2, 2> {_e6[0].value, _e6[1].value};
    array<uint3, 2> _e13 = Params.mask;
    m = array<bool3, 2> {_e13[0] != uint3 {}, _e13[1] != uint3 {}};
    c = cells[id_1];
    picked = (m[1].z ? c.weights[1].w : c.weights[0].x) + o[1].x;
    swz = uint2(c.coords[2].y, c.coords[0].x);
    uint2 _e71 = swz;
    result[id_1] = Params.scale * float4(float(picked), float(Params.offsets[0].value.y), float(_e71.x), float(_e71.y));
    int2 _e91 = o[0];
    int2 _e94 = o[1];
    cells[id_1].weights[0] = int4(_e91.x, _e91.y, _e94.x, _e94.y);
    uint _e99 = id_1;
    uint2 _e114 = uint2((Params.mask[0] != uint3 {}).xy);
    cells[_e99].coords[1].x = _e114.x;
    cells[_e99].coords[1].y = _e114.y;
    cells[id_1].weights[1].w = any(Params.mask[1] != uint3 {}) ? 1 : 0;
    p = packed[id_1];
    p.m[1] = select(int3(int(p.f), 0, 0), int3(p.m[0]), uint3(p.b[2]) != uint3 {});
    packed[id_1 + 4u] = p;
    packed[id_1].b[0].z = uint(p.m[1].z > 0);
    return;
}
