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
    uint _e6 = gtid_1.x;
    t = _e6;
    uint _e8 = t;
    uint _e12 = did_1.x;
    int _e14 = In[_e12];
    a[_e8] = _e14;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
        round_ = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                int _e67 = round_;
                round_ = _e67 + 1;
            }
            loop_init = false;
            int _e18 = round_;
            if (!(_e18 < 4)) {
                break;
            }
            {
                uint _e24 = t;
                int _e31 = a[(_e24 + 31u) % 32u];
                l = _e31;
                uint _e35 = t;
                int _e42 = a[(_e35 + 1u) % 32u];
                r = _e42;
                uint _e44 = t;
                uint _e48 = t;
                int _e50 = a[_e48];
                int _e52 = l;
                int _e54 = r;
                int _e56 = round_;
                b[_e44] = ((_e52 + (2 * _e50)) + _e54) + _e56;
                threadgroup_barrier(mem_flags::mem_threadgroup);
                uint _e59 = t;
                uint _e62 = t;
                int _e65 = b[_e62];
                a[_e59] = _e65 / 2;
                threadgroup_barrier(mem_flags::mem_threadgroup);
            }
        }
    }
    uint _e72 = did_1.x;
    uint _e75 = t;
    int _e77 = a[_e75];
    Out[_e72] = _e77;
    return;
}
