#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 gtid [[thread_position_in_threadgroup]],
    uint3 gid [[threadgroup_position_in_grid]],
    uint3 did [[thread_position_in_grid]],
    const device uint* In [[buffer(0)]],
    device uint* Out [[buffer(1)]]
) {
    threadgroup atomic_uint count;
    threadgroup atomic_uint biggest;
    threadgroup atomic_uint total;
    uint3 gtid_1 = {};
    uint3 gid_1 = {};
    uint3 did_1 = {};
    uint v = {};
    gtid_1 = gtid;
    gid_1 = gid;
    did_1 = did;
    if (gtid_1.x == 0u) {
        {
            atomic_store_explicit(&count, 0u, memory_order_relaxed);
            atomic_store_explicit(&biggest, 0u, memory_order_relaxed);
            atomic_store_explicit(&total, 0u, memory_order_relaxed);
        }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    v = In[did_1.x];
    atomic_fetch_add_explicit(&total, v, memory_order_relaxed);
    atomic_fetch_max_explicit(&biggest, v, memory_order_relaxed);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint _e35 = atomic_load_explicit(&total, memory_order_relaxed);
    if ((v * 16u) > _e35) {
        atomic_fetch_add_explicit(&count, 1u, memory_order_relaxed);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    if (gtid_1.x == 0u) {
        {
            uint _e56 = atomic_load_explicit(&count, memory_order_relaxed);
            Out[(gid_1.x * 3u) + 0u] = _e56;
            uint _e68 = atomic_load_explicit(&biggest, memory_order_relaxed);
            Out[(gid_1.x * 3u) + 1u] = _e68;
            uint _e80 = atomic_load_explicit(&total, memory_order_relaxed);
            Out[(gid_1.x * 3u) + 2u] = _e80;
        }
    }
    return;
}
