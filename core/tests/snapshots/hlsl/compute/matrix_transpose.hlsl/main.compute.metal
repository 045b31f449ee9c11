#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Size {
    uint Width;
    uint Height;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Size) == 16, "type_Size: size");
static_assert(__builtin_offsetof(type_Size, Width) == 0, "type_Size::Width: offset");
static_assert(__builtin_offsetof(type_Size, Height) == 4, "type_Size::Height: offset");
#endif

kernel void main0(
    uint3 gid [[threadgroup_position_in_grid]],
    uint3 tid [[thread_position_in_threadgroup]],
    constant type_Size& Size [[buffer(0)]],
    const device float* Src [[buffer(1)]],
    device float* Dst [[buffer(2)]]
) {
    threadgroup array<array<float, 17>, 16> Tile;
    uint3 gid_1 = {};
    uint3 tid_1 = {};
    uint x = {};
    uint y = {};
    uint tx = {};
    uint ty = {};
    gid_1 = gid;
    tid_1 = tid;
    uint _e7 = gid_1.x;
    uint _e11 = tid_1.x;
    x = (_e7 * 16u) + _e11;
    uint _e16 = gid_1.y;
    uint _e20 = tid_1.y;
    y = (_e16 * 16u) + _e20;
    uint _e24 = x;
    uint _e25 = Size.Width;
    uint _e29 = y;
    uint _e30 = Size.Height;
    if ((_e24 < _e25) && (_e29 < _e30)) {
        uint _e35 = tid_1.y;
        uint _e38 = tid_1.x;
        uint _e43 = y;
        uint _e44 = Size.Width;
        uint _e46 = x;
        float _e49 = Src[(_e43 * _e44) + _e46];
        Tile[_e35][_e38] = _e49;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint _e53 = gid_1.y;
    uint _e57 = tid_1.x;
    tx = (_e53 * 16u) + _e57;
    uint _e62 = gid_1.x;
    uint _e66 = tid_1.y;
    ty = (_e62 * 16u) + _e66;
    uint _e70 = tx;
    uint _e71 = Size.Height;
    uint _e75 = ty;
    uint _e76 = Size.Width;
    if ((_e70 < _e71) && (_e75 < _e76)) {
        uint _e82 = ty;
        uint _e83 = Size.Height;
        uint _e85 = tx;
        uint _e90 = tid_1.x;
        uint _e93 = tid_1.y;
        float _e95 = Tile[_e90][_e93];
        Dst[(_e82 * _e83) + _e85] = _e95;
    }
    return;
}
