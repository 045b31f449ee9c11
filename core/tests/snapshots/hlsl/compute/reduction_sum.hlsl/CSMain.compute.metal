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
    i = dtid_1.x;
    sdata[tid_1.x] = (i < ReduceParams.ElementCount) ? Input[i] : 0.0f;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
        s = 128u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                s = s >> 1u;
            }
            loop_init = false;
            if (!(s > 0u)) {
                break;
            }
            {
                if (tid_1.x < s) {
                    sdata[tid_1.x] = sdata[tid_1.x] + sdata[tid_1.x + s];
                }
                threadgroup_barrier(mem_flags::mem_threadgroup);
            }
        }
    }
    if (tid_1.x == 0u) {
        PartialSums[gid_1.x] = sdata[0];
    }
    return;
}
