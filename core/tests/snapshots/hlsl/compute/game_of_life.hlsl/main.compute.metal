#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_GridSize {
    int2 Size;
    uchar _pad1[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_GridSize) == 16, "type_GridSize: size");
static_assert(__builtin_offsetof(type_GridSize, Size) == 0, "type_GridSize::Size: offset");
#endif

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    texture2d<uint> Current [[texture(0)]],
    texture2d<uint, access::write> Next [[texture(1)]],
    constant type_GridSize& GridSize [[buffer(0)]]
) {
    int3 id_1 = {};
    int neighbours = {};
    int dy = {};
    int dx = {};
    int2 p = {};
    uint alive = {};
    id_1 = int3(id);
    if ((id_1.x >= GridSize.Size.x) || (id_1.y >= GridSize.Size.y)) {
        return;
    }
    neighbours = 0;
    {
        dy = -1;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                dy = dy + 1;
            }
            loop_init = false;
            if (!(dy <= 1)) {
                break;
            }
            {
                {
                    dx = -1;
                    bool loop_init_1 = true;
                    while (true) {
                        if (!loop_init_1) {
                            dx = dx + 1;
                        }
                        loop_init_1 = false;
                        if (!(dx <= 1)) {
                            break;
                        }
                        {
                            if ((dx == 0) && (dy == 0)) {
                                continue;
                            }
                            p = ((id_1.xy + int2(dx, dy)) + GridSize.Size) % GridSize.Size;
                            int2 _e58 = p;
                            int3 _e61 = int3(_e58.x, _e58.y, 0);
                            uint4 _e64 = Current.read(uint2(_e61.xy), uint(_e61.z));
                            neighbours = neighbours + ((_e64.x != 0u) ? 1 : 0);
                        }
                    }
                }
            }
        }
    }
    uint4 _e85 = Current.read(uint2(id_1.xy), uint(0));
    alive = _e85.x;
    Next.write(uint4(uint(((neighbours == 3) || ((alive != 0u) && (neighbours == 2))) ? 1 : 0), 0u, 0u, 0u), uint2(id_1.xy));
    return;
}
