#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 gtid [[thread_position_in_threadgroup]],
    uint3 did [[thread_position_in_grid]],
    const device int* In [[buffer(0)]],
    device int* Out [[buffer(1)]]
) {
    threadgroup array<int, 32> a;
    threadgroup array<int, 32> b;
    uint3 gtid_1 = {};
    uint3 did_1 = {};
    uint t = {};
    int round_ = {};
    int l = {};
    int r = {};
    gtid_1 = gtid;
    did_1 = did;
    t = gtid_1.x;
    a[t] = In[did_1.x];
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
        round_ = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                round_ = round_ + 1;
            }
            loop_init = false;
            if (!(round_ < 4)) {
                break;
            }
            {
                l = a[(t + 31u) % 32u];
                r = a[(t + 1u) % 32u];
                b[t] = ((l + (2 * a[t])) + r) + round_;
                threadgroup_barrier(mem_flags::mem_threadgroup);
                a[t] = b[t] / 2;
                threadgroup_barrier(mem_flags::mem_threadgroup);
            }
        }
    }
    Out[did_1.x] = a[t];
    return;
}
