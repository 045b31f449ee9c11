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
    x = (gid_1.x * 16u) + tid_1.x;
    y = (gid_1.y * 16u) + tid_1.y;
    if ((x < Size.Width) && (y < Size.Height)) {
        Tile[tid_1.y][tid_1.x] = Src[(y * Size.Width) + x];
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    tx = (gid_1.y * 16u) + tid_1.x;
    ty = (gid_1.x * 16u) + tid_1.y;
    if ((tx < Size.Height) && (ty < Size.Width)) {
        Dst[(ty * Size.Height) + tx] = Tile[tid_1.x][tid_1.y];
    }
    return;
}
