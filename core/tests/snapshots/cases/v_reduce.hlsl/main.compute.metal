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
    uint _e8 = tid_1.x;
    t = _e8;
    uint _e12 = did_1.x;
    uint _e14 = In[_e12];
    v = _e14;
    uint _e16 = t;
    uint _e18 = v;
    sum[_e16] = _e18;
    uint _e20 = t;
    uint _e22 = v;
    lo[_e20] = _e22;
    uint _e24 = t;
    uint _e26 = v;
    hi[_e24] = _e26;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
        s = 32u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                uint _e78 = s;
                s = _e78 >> 1u;
            }
            loop_init = false;
            uint _e31 = s;
            if (!(_e31 > 0u)) {
                break;
            }
            {
                uint _e35 = t;
                uint _e36 = s;
                if (_e35 < _e36) {
                    {
                        uint _e39 = t;
                        uint _e42 = t;
                        uint _e43 = s;
                        uint _e46 = sum[_e39];
                        uint _e47 = sum[_e42 + _e43];
                        sum[_e39] = _e46 + _e47;
                        uint _e50 = t;
                        uint _e53 = t;
                        uint _e56 = t;
                        uint _e57 = s;
                        uint _e60 = lo[_e53];
                        uint _e61 = lo[_e56 + _e57];
                        lo[_e50] = min(_e60, _e61);
                        uint _e64 = t;
                        uint _e67 = t;
                        uint _e70 = t;
                        uint _e71 = s;
                        uint _e74 = hi[_e67];
                        uint _e75 = hi[_e70 + _e71];
                        hi[_e64] = max(_e74, _e75);
                    }
                }
                threadgroup_barrier(mem_flags::mem_threadgroup);
            }
        }
    }
    uint _e82 = t;
    if (_e82 == 0u) {
        {
            uint _e88 = gid_1.x;
            uint _e98 = sum[0];
            Out[(_e88 * 3u) + 0u] = _e98;
            uint _e102 = gid_1.x;
            uint _e112 = lo[0];
            Out[(_e102 * 3u) + 1u] = _e112;
            uint _e116 = gid_1.x;
            uint _e126 = hi[0];
            Out[(_e116 * 3u) + 2u] = _e126;
        }
    }
    return;
}
