#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Cell {
    packed_uint3 open;
    uint id;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Cell) == 16, "Cell: size");
static_assert(__builtin_offsetof(Cell, open) == 0, "Cell::open: offset");
static_assert(__builtin_offsetof(Cell, id) == 12, "Cell::id: offset");
#endif

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    device uint4* flags [[buffer(0)]],
    device Cell* cells [[buffer(1)]]
) {
    uint3 id_1 = {};
    bool2 pair = {};
    id_1 = id;
    pair = (flags[id_1.x] != uint4 {}).yw;
    bool2 _e15 = pair;
    bool4 _e18 = flags[id_1.x] != uint4 {};
    flags[id_1.x] = uint4(bool4(_e15.x, _e18.y, _e15.y, _e18.w));
    bool4 _e37 = flags[id_1.x + 32u] != uint4 {};
    flags[id_1.x + 32u] = uint4(bool4(_e37.x, _e37.y, _e37.z, !pair.x));
    bool2 _e51 = bool2(true, pair.y);
    cells[id_1.x].open = uint3(bool3((uint3(cells[id_1.x].open) != uint3 {}).x, _e51.y, _e51.x));
    return;
}
