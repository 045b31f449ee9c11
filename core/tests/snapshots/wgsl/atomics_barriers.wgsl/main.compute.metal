#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct uint_atomic_array4 {
    atomic_uint inner[4];
};

struct Counters {
    atomic_uint hits;
    atomic_int total;
    uint_atomic_array4 flags;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Counters) == 24, "Counters: size");
static_assert(__builtin_offsetof(Counters, hits) == 0, "Counters::hits: offset");
static_assert(__builtin_offsetof(Counters, total) == 4, "Counters::total: offset");
static_assert(__builtin_offsetof(Counters, flags) == 8, "Counters::flags: offset");
#endif

struct uint_atomic_array16 {
    atomic_uint inner[16];
};

kernel void main0(
    uint3 lid [[thread_position_in_threadgroup]],
    uint3 wg [[threadgroup_position_in_grid]],
    uint3 groups [[threadgroups_per_grid]],
    device Counters& counters [[buffer(0)]],
    device array<uint, 64>& out [[buffer(1)]],
    uint local_index [[thread_index_in_threadgroup]]
) {
    threadgroup uint_atomic_array16 histogram;
    threadgroup uint leader;
    if (local_index == 0u) {
        for (uint i = 0u; i < 16u; ++i) {
            atomic_store_explicit(&histogram.inner[i], 0, memory_order_relaxed);
        }
        leader = uint {};
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint bin = lid.x % 16u;
    uint _e9 = atomic_fetch_add_explicit(&histogram.inner[bin], 1u, memory_order_relaxed);
    int _e13 = atomic_fetch_sub_explicit(&counters.total, 2, memory_order_relaxed);
    uint _e18 = atomic_fetch_max_explicit(&counters.flags.inner[0], lid.x, memory_order_relaxed);
    uint _e23 = atomic_fetch_min_explicit(&counters.flags.inner[1], lid.x, memory_order_relaxed);
    uint _e29 = atomic_fetch_and_explicit(&counters.flags.inner[2], ~lid.x, memory_order_relaxed);
    uint _e38 = atomic_fetch_or_explicit(&counters.flags.inner[3], 1u << (lid.x % 32u), memory_order_relaxed);
    uint _e43 = atomic_fetch_xor_explicit(&counters.flags.inner[3], 15u, memory_order_relaxed);
    uint previous = atomic_exchange_explicit(&counters.hits, lid.x, memory_order_relaxed);
    if (lid.x == 0u) {
        leader = wg.x + groups.x;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint l = leader;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    threadgroup_barrier(mem_flags::mem_device);
    uint _e62 = atomic_load_explicit(&histogram.inner[bin], memory_order_relaxed);
    out[lid.x] = (_e62 + l) + previous;
    atomic_store_explicit(&counters.hits, 0u, memory_order_relaxed);
    return;
}
