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
    uint _e6 = dtid_1.y;
    row = _e6;
    uint _e9 = dtid_1.x;
    col = _e9;
    acc = 0.0f;
    {
        t = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                uint _e136 = t;
                t = _e136 + 1u;
            }
            loop_init = false;
            uint _e19 = Dims.N;
            uint _e28 = t;
            if (!(_e28 < (((_e19 + 16u) - 1u) / 16u))) {
                break;
            }
            {
                uint _e33 = t;
                uint _e37 = gtid_1.x;
                ac = (_e33 * 16u) + _e37;
                uint _e41 = t;
                uint _e45 = gtid_1.y;
                br = (_e41 * 16u) + _e45;
                uint _e49 = gtid_1.y;
                uint _e52 = gtid_1.x;
                uint _e56 = row;
                uint _e57 = Dims.N;
                uint _e61 = ac;
                uint _e62 = Dims.N;
                uint _e68 = row;
                uint _e69 = Dims.N;
                uint _e71 = ac;
                float _e75 = A[(_e68 * _e69) + _e71];
                TileA[_e49][_e52] = ((_e56 < _e57) && (_e61 < _e62)) ? _e75 : 0.0f;
                uint _e80 = gtid_1.y;
                uint _e83 = gtid_1.x;
                uint _e87 = br;
                uint _e88 = Dims.N;
                uint _e92 = col;
                uint _e93 = Dims.N;
                uint _e99 = br;
                uint _e100 = Dims.N;
                uint _e102 = col;
                float _e106 = B[(_e99 * _e100) + _e102];
                TileB[_e80][_e83] = ((_e87 < _e88) && (_e92 < _e93)) ? _e106 : 0.0f;
                threadgroup_barrier(mem_flags::mem_threadgroup);
                {
                    k = 0u;
                    bool loop_init_1 = true;
                    while (true) {
                        if (!loop_init_1) {
                            uint _e133 = k;
                            k = _e133 + 1u;
                        }
                        loop_init_1 = false;
                        uint _e113 = k;
                        if (!(_e113 < 16u)) {
                            break;
                        }
                        uint _e119 = gtid_1.y;
                        uint _e121 = k;
                        uint _e124 = k;
                        uint _e127 = gtid_1.x;
                        float _e129 = TileA[_e119][_e121];
                        float _e130 = TileB[_e124][_e127];
                        float _e131 = acc;
                        acc = fma(_e129, _e130, _e131);
                    }
                }
                threadgroup_barrier(mem_flags::mem_threadgroup);
            }
        }
    }
    uint _e141 = row;
    uint _e142 = Dims.N;
    uint _e146 = col;
    uint _e147 = Dims.N;
    if ((_e141 < _e142) && (_e146 < _e147)) {
        uint _e153 = row;
        uint _e154 = Dims.N;
        uint _e156 = col;
        float _e159 = acc;
        C[(_e153 * _e154) + _e156] = _e159;
    }
    return;
}
