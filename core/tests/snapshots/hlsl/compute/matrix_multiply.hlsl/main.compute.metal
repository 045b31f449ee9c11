#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Dims {
    uint N;
    uchar _pad1[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Dims) == 16, "type_Dims: size");
static_assert(__builtin_offsetof(type_Dims, N) == 0, "type_Dims::N: offset");
#endif

kernel void main0(
    uint3 dtid [[thread_position_in_grid]],
    uint3 gtid [[thread_position_in_threadgroup]],
    constant type_Dims& Dims [[buffer(0)]],
    const device float* A [[buffer(1)]],
    const device float* B [[buffer(2)]],
    device float* C [[buffer(3)]]
) {
    threadgroup array<array<float, 16>, 16> TileA;
    threadgroup array<array<float, 16>, 16> TileB;
    uint3 dtid_1 = {};
    uint3 gtid_1 = {};
    uint row = {};
    uint col = {};
    float acc = {};
    uint t = {};
    uint ac = {};
    uint br = {};
    uint k = {};
    dtid_1 = dtid;
    gtid_1 = gtid;
    row = dtid_1.y;
    col = dtid_1.x;
    acc = 0.0f;
    {
        t = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                t = t + 1u;
            }
            loop_init = false;
            if (!(t < (((Dims.N + 16u) - 1u) / 16u))) {
                break;
            }
            {
                ac = (t * 16u) + gtid_1.x;
                br = (t * 16u) + gtid_1.y;
                TileA[gtid_1.y][gtid_1.x] = ((row < Dims.N) && (ac < Dims.N)) ? A[(row * Dims.N) + ac] : 0.0f;
                TileB[gtid_1.y][gtid_1.x] = ((br < Dims.N) && (col < Dims.N)) ? B[(br * Dims.N) + col] : 0.0f;
                threadgroup_barrier(mem_flags::mem_threadgroup);
                {
                    k = 0u;
                    bool loop_init_1 = true;
                    while (true) {
                        if (!loop_init_1) {
                            k = k + 1u;
                        }
                        loop_init_1 = false;
                        if (!(k < 16u)) {
                            break;
                        }
                        acc = fma(TileA[gtid_1.y][k], TileB[k][gtid_1.x], acc);
                    }
                }
                threadgroup_barrier(mem_flags::mem_threadgroup);
            }
        }
    }
    if ((row < Dims.N) && (col < Dims.N)) {
        C[(row * Dims.N) + col] = acc;
    }
    return;
}
