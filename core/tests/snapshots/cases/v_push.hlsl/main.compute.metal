#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Push {
    float scale;
    uint offset;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Push) == 16, "Push: size");
static_assert(__builtin_offsetof(Push, scale) == 0, "Push::scale: offset");
static_assert(__builtin_offsetof(Push, offset) == 4, "Push::offset: offset");
#endif

struct type_Globals {
    Push pc;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 16, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, pc) == 0, "type_Globals::pc: offset");
#endif

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    device float* Out [[buffer(0)]],
    constant type_Globals& _Globals [[buffer(1)]]
) {
    uint3 id_1 = {};
    id_1 = id;
    uint _e4 = id_1.x;
    uint _e10 = id_1.x;
    uint _e11 = _Globals.pc.offset;
    float _e17 = _Globals.pc.scale;
    Out[_e4] = float(_e10 + _e11) * _e17;
    return;
}
