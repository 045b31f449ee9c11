#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint i [[thread_index_in_threadgroup]],
    device uint* Out [[buffer(0)]]
) {
    threadgroup atomic_uint counter;
    uint i_1 = {};
    i_1 = i;
    if (i_1 == 0u) {
        atomic_store_explicit(&counter, 0u, memory_order_relaxed);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    atomic_fetch_add_explicit(&counter, 1u, memory_order_relaxed);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint _e16 = atomic_load_explicit(&counter, memory_order_relaxed);
    Out[i_1] = _e16;
    return;
}
