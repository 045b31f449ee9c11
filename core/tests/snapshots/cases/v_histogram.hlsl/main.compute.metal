#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct uint_atomic_array16 {
    atomic_uint inner[16];
};

kernel void main0(
    uint3 tid [[thread_position_in_threadgroup]],
    uint3 did [[thread_position_in_grid]],
    const device uint* In [[buffer(0)]],
    device atomic_uint* Hist [[buffer(1)]]
) {
    threadgroup uint_atomic_array16 bins;
    uint3 tid_1 = {};
    uint3 did_1 = {};
    uint t = {};
    tid_1 = tid;
    did_1 = did;
    uint _e6 = tid_1.x;
    t = _e6;
    uint _e8 = t;
    if (_e8 < 16u) {
        uint _e12 = t;
        atomic_store_explicit(&bins.inner[_e12], 0u, memory_order_relaxed);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint _e19 = did_1.x;
    uint _e22 = In[_e19];
    atomic_fetch_add_explicit(&bins.inner[_e22 % 16u], 1u, memory_order_relaxed);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint _e29 = t;
    if (_e29 < 16u) {
        uint _e33 = t;
        uint _e36 = t;
        uint _e38 = atomic_load_explicit(&bins.inner[_e36], memory_order_relaxed);
        atomic_fetch_add_explicit(&Hist[_e33], _e38, memory_order_relaxed);
    }
    return;
}
