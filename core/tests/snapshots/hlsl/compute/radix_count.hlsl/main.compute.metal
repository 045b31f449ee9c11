#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_RadixParams {
    uint Shift;
    uint KeyCount;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_RadixParams) == 16, "type_RadixParams: size");
static_assert(__builtin_offsetof(type_RadixParams, Shift) == 0, "type_RadixParams::Shift: offset");
static_assert(__builtin_offsetof(type_RadixParams, KeyCount) == 4, "type_RadixParams::KeyCount: offset");
#endif

struct uint_atomic_array16 {
    atomic_uint inner[16];
};

kernel void main0(
    uint3 gid [[threadgroup_position_in_grid]],
    uint gi [[thread_index_in_threadgroup]],
    uint3 dtid [[thread_position_in_grid]],
    constant type_RadixParams& RadixParams [[buffer(0)]],
    const device uint* Keys [[buffer(1)]],
    device uint* GroupHistograms [[buffer(2)]]
) {
    threadgroup uint_atomic_array16 Counts;
    uint3 gid_1 = {};
    uint gi_1 = {};
    uint3 dtid_1 = {};
    uint digit = {};
    gid_1 = gid;
    gi_1 = gi;
    dtid_1 = dtid;
    if (gi_1 < 16u) {
        atomic_store_explicit(&Counts.inner[gi_1], 0u, memory_order_relaxed);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    if (dtid_1.x < RadixParams.KeyCount) {
        {
            digit = (Keys[dtid_1.x] >> (RadixParams.Shift & 31u)) & 15u;
            atomic_fetch_add_explicit(&Counts.inner[digit], 1u, memory_order_relaxed);
        }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    if (gi_1 < 16u) {
        uint _e56 = atomic_load_explicit(&Counts.inner[gi_1], memory_order_relaxed);
        GroupHistograms[(gid_1.x * 16u) + gi_1] = _e56;
    }
    return;
}
