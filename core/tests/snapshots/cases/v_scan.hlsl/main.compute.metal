#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 tid [[thread_position_in_threadgroup]],
    uint3 did [[thread_position_in_grid]],
    const device uint* In [[buffer(0)]],
    device uint* Out [[buffer(1)]]
) {
    threadgroup array<uint, 32> partial;
    uint3 tid_1 = {};
    uint3 did_1 = {};
    uint t = {};
    uint offset = {};
    uint add = {};
    tid_1 = tid;
    did_1 = did;
    t = tid_1.x;
    partial[t] = In[did_1.x];
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
        offset = 1u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                offset = offset << 1u;
            }
            loop_init = false;
            if (!(offset < 32u)) {
                break;
            }
            {
                add = 0u;
                if (t >= offset) {
                    add = partial[t - offset];
                }
                threadgroup_barrier(mem_flags::mem_threadgroup);
                partial[t] = partial[t] + add;
                threadgroup_barrier(mem_flags::mem_threadgroup);
            }
        }
    }
    Out[did_1.x] = partial[t];
    return;
}
