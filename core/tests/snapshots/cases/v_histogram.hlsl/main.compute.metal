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
    t = tid_1.x;
    if (t < 16u) {
        atomic_store_explicit(&bins.inner[t], 0u, memory_order_relaxed);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    atomic_fetch_add_explicit(&bins.inner[In[did_1.x] % 16u], 1u, memory_order_relaxed);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    if (t < 16u) {
        uint _e38 = atomic_load_explicit(&bins.inner[t], memory_order_relaxed);
        atomic_fetch_add_explicit(&Hist[t], _e38, memory_order_relaxed);
    }
    return;
}
