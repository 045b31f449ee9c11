#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_ReduceParams {
    uint ElementCount;
    uchar _pad1[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_ReduceParams) == 16, "type_ReduceParams: size");
static_assert(__builtin_offsetof(type_ReduceParams, ElementCount) == 0, "type_ReduceParams::ElementCount: offset");
#endif

kernel void CSMain(
    uint3 gid [[threadgroup_position_in_grid]],
    uint3 tid [[thread_position_in_threadgroup]],
    uint3 dtid [[thread_position_in_grid]],
    const device float* Input [[buffer(0)]],
    device float* PartialSums [[buffer(1)]],
    constant type_ReduceParams& ReduceParams [[buffer(2)]]
) {
    threadgroup array<float, 256> sdata;
    uint3 gid_1 = {};
    uint3 tid_1 = {};
    uint3 dtid_1 = {};
    uint i = {};
    uint s = {};
    gid_1 = gid;
    tid_1 = tid;
    dtid_1 = dtid;
    uint _e8 = dtid_1.x;
    i = _e8;
    uint _e11 = tid_1.x;
    uint _e15 = i;
    uint _e16 = ReduceParams.ElementCount;
    uint _e19 = i;
    float _e22 = Input[_e19];
    sdata[_e11] = (_e15 < _e16) ? _e22 : 0.0f;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
        s = 128u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                uint _e50 = s;
                s = _e50 >> 1u;
            }
            loop_init = false;
            uint _e28 = s;
            if (!(_e28 > 0u)) {
                break;
            }
            {
                uint _e33 = tid_1.x;
                uint _e34 = s;
                if (_e33 < _e34) {
                    uint _e38 = tid_1.x;
                    uint _e42 = tid_1.x;
                    uint _e43 = s;
                    float _e46 = sdata[_e38];
                    float _e47 = sdata[_e42 + _e43];
                    sdata[_e38] = _e46 + _e47;
                }
                threadgroup_barrier(mem_flags::mem_threadgroup);
            }
        }
    }
    uint _e55 = tid_1.x;
    if (_e55 == 0u) {
        uint _e60 = gid_1.x;
        float _e65 = sdata[0];
        PartialSums[_e60] = _e65;
    }
    return;
}
