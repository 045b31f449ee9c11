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
                uint _e43 = offset;
                offset = _e43 << 1u;
            }
            loop_init = false;
            uint _e19 = offset;
            if (!(_e19 < 32u)) {
                break;
            }
            {
                uint _e24 = t;
                uint _e25 = offset;
                uint _e28 = t;
                uint _e29 = offset;
                uint _e33 = partial[_e28 - _e29];
                add = (_e24 >= _e25) ? _e33 : 0u;
                threadgroup_barrier(mem_flags::mem_threadgroup);
                uint _e37 = t;
                uint _e39 = partial[_e37];
                uint _e40 = add;
                partial[_e37] = _e39 + _e40;
                threadgroup_barrier(mem_flags::mem_threadgroup);
            }
        }
    }
    uint _e48 = did_1.x;
    uint _e51 = t;
    uint _e53 = partial[_e51];
    Out[_e48] = _e53;
    return;
}
