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
    int _e7 = id_1.x;
    int _e8 = GridSize.Size.x;
    int _e14 = id_1.y;
    int _e15 = GridSize.Size.y;
    if ((_e7 >= _e8) || (_e14 >= _e15)) {
        return;
    }
    neighbours = 0;
    {
        dy = -1;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                int _e77 = dy;
                dy = _e77 + 1;
            }
            loop_init = false;
            int _e24 = dy;
            if (!(_e24 <= 1)) {
                break;
            }
            {
                {
                    dx = -1;
                    bool loop_init_1 = true;
                    while (true) {
                        if (!loop_init_1) {
                            int _e74 = dx;
                            dx = _e74 + 1;
                        }
                        loop_init_1 = false;
                        int _e31 = dx;
                        if (!(_e31 <= 1)) {
                            break;
                        }
                        {
                            int _e35 = dx;
                            int _e38 = dy;
                            if ((_e35 == 0) && (_e38 == 0)) {
                                continue;
                            }
                            int _e42 = dx;
                            int _e43 = dy;
                            int3 _e45 = id_1;
                            int2 _e50 = GridSize.Size;
                            int2 _e54 = GridSize.Size;
                            p = ((_e45.xy + int2(_e42, _e43)) + _e50) % _e54;
                            int2 _e58 = p;
                            int3 _e61 = int3(_e58.x, _e58.y, 0);
                            uint4 _e64 = Current.read(uint2(_e61.xy), uint(_e61.z));
                            int _e72 = neighbours;
                            neighbours = _e72 + ((_e64.x != 0u) ? 1 : 0);
                        }
                    }
                }
            }
        }
    }
    int3 _e82 = id_1;
    uint4 _e85 = Current.read(uint2(_e82.xy), uint(0));
    alive = _e85.x;
    int3 _e88 = id_1;
    int _e91 = neighbours;
    uint _e94 = alive;
    int _e98 = neighbours;
    Next.write(uint4(uint(((_e91 == 3) || ((_e94 != 0u) && (_e98 == 2))) ? 1 : 0), 0u, 0u, 0u), uint2(_e88.xy));
    return;
}
