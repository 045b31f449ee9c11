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
    uint _e14 = In[did_1.x];
    v = _e14;
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
                        uint _e46 = sum[t];
                        uint _e47 = sum[t + s];
                        sum[t] = _e46 + _e47;
                        uint _e60 = lo[t];
                        uint _e61 = lo[t + s];
                        lo[t] = min(_e60, _e61);
                        uint _e74 = hi[t];
                        uint _e75 = hi[t + s];
                        hi[t] = max(_e74, _e75);
                    }
                }
                threadgroup_barrier(mem_flags::mem_threadgroup);
            }
        }
    }
    if (t == 0u) {
        {
            uint _e98 = sum[0];
            Out[(gid_1.x * 3u) + 0u] = _e98;
            uint _e112 = lo[0];
            Out[(gid_1.x * 3u) + 1u] = _e112;
            uint _e126 = hi[0];
            Out[(gid_1.x * 3u) + 2u] = _e126;
        }
    }
    return;
}
