#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 gid [[threadgroup_position_in_grid]],
    uint3 tid [[thread_position_in_threadgroup]],
    uint3 did [[thread_position_in_grid]],
    const device uint* In [[buffer(0)]],
    device uint* Out [[buffer(1)]]
) {
    threadgroup array<uint, 64> sum;
    threadgroup array<uint, 64> lo;
    threadgroup array<uint, 64> hi;
    uint3 gid_1 = {};
    uint3 tid_1 = {};
    uint3 did_1 = {};
    uint t = {};
    uint v = {};
    uint s = {};
    gid_1 = gid;
    tid_1 = tid;
    did_1 = did;
    t = tid_1.x;
    v = In[did_1.x];
    sum[t] = v;
    lo[t] = v;
    hi[t] = v;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
        s = 32u;
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
                if (t < s) {
                    {
                        sum[t] = sum[t] + sum[t + s];
                        lo[t] = min(lo[t], lo[t + s]);
                        hi[t] = max(hi[t], hi[t + s]);
                    }
                }
                threadgroup_barrier(mem_flags::mem_threadgroup);
            }
        }
    }
    if (t == 0u) {
        {
            Out[(gid_1.x * 3u) + 0u] = sum[0];
            Out[(gid_1.x * 3u) + 1u] = lo[0];
            Out[(gid_1.x * 3u) + 2u] = hi[0];
        }
    }
    return;
}
