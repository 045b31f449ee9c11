#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct uint_atomic_array4 {
    atomic_uint inner[4];
};

kernel void main0(
    uint index [[thread_index_in_threadgroup]],
    device uint* output [[buffer(0)]]
) {
    threadgroup uint_atomic_array4 tileMask;
    uint index_1 = {};
    index_1 = index;
    if (index_1 == 0u) {
        uint4 _e9 = uint4(0u);
        atomic_store_explicit(&tileMask.inner[0], _e9.x, memory_order_relaxed);
        atomic_store_explicit(&tileMask.inner[1], _e9.y, memory_order_relaxed);
        atomic_store_explicit(&tileMask.inner[2], _e9.z, memory_order_relaxed);
        atomic_store_explicit(&tileMask.inner[3], _e9.w, memory_order_relaxed);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    atomic_fetch_or_explicit(&tileMask.inner[index_1 / 32u], 1u << (index_1 % 32u), memory_order_relaxed);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    if (index_1 == 0u) {
        uint _e39 = 0u >> 2u;
        uint _e41 = atomic_load_explicit(&tileMask.inner[0], memory_order_relaxed);
        uint _e43 = atomic_load_explicit(&tileMask.inner[1], memory_order_relaxed);
        uint _e45 = atomic_load_explicit(&tileMask.inner[2], memory_order_relaxed);
        uint _e47 = atomic_load_explicit(&tileMask.inner[3], memory_order_relaxed);
        uint4 _e48 = uint4(_e41, _e43, _e45, _e47);
        output[_e39] = _e48.x;
        output[_e39 + 1u] = _e48.y;
        output[_e39 + 2u] = _e48.z;
        output[_e39 + 3u] = _e48.w;
    }
    return;
}
