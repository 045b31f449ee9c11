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
    uint _e6 = tid_1.x;
    t = _e6;
    uint _e8 = t;
    uint _e12 = did_1.x;
    uint _e14 = In[_e12];
    partial[_e8] = _e14;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
        offset = 1u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                uint _e42 = offset;
                offset = _e42 << 1u;
            }
            loop_init = false;
            uint _e19 = offset;
            if (!(_e19 < 32u)) {
                break;
            }
            {
                add = 0u;
                uint _e26 = t;
                uint _e27 = offset;
                if (_e26 >= _e27) {
                    uint _e30 = t;
                    uint _e31 = offset;
                    uint _e34 = partial[_e30 - _e31];
                    add = _e34;
                }
                threadgroup_barrier(mem_flags::mem_threadgroup);
                uint _e36 = t;
                uint _e38 = partial[_e36];
                uint _e39 = add;
                partial[_e36] = _e38 + _e39;
                threadgroup_barrier(mem_flags::mem_threadgroup);
            }
        }
    }
    uint _e47 = did_1.x;
    uint _e50 = t;
    uint _e52 = partial[_e50];
    Out[_e47] = _e52;
    return;
}
