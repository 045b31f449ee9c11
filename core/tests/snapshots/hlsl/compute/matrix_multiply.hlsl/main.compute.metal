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
            uint _e19 = Dims.N;
            if (!(t < (((_e19 + 16u) - 1u) / 16u))) {
                break;
            }
            {
                ac = (t * 16u) + gtid_1.x;
                br = (t * 16u) + gtid_1.y;
                uint _e57 = Dims.N;
                uint _e62 = Dims.N;
                uint _e69 = Dims.N;
                float _e75 = A[(row * _e69) + ac];
                TileA[gtid_1.y][gtid_1.x] = ((row < _e57) && (ac < _e62)) ? _e75 : 0.0f;
                uint _e88 = Dims.N;
                uint _e93 = Dims.N;
                uint _e100 = Dims.N;
                float _e106 = B[(br * _e100) + col];
                TileB[gtid_1.y][gtid_1.x] = ((br < _e88) && (col < _e93)) ? _e106 : 0.0f;
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
                        float _e129 = TileA[gtid_1.y][k];
                        float _e130 = TileB[k][gtid_1.x];
                        acc = fma(_e129, _e130, acc);
                    }
                }
                threadgroup_barrier(mem_flags::mem_threadgroup);
            }
        }
    }
    uint _e142 = Dims.N;
    uint _e147 = Dims.N;
    if ((row < _e142) && (col < _e147)) {
        uint _e154 = Dims.N;
        C[(row * _e154) + col] = acc;
    }
    return;
}
