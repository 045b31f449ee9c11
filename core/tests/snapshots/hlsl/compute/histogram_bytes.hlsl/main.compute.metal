#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct uint_atomic_array256 {
    atomic_uint inner[256];
};

kernel void main0(
    uint gi [[thread_index_in_threadgroup]],
    uint3 dtid [[thread_position_in_grid]],
    const device uint* Data [[buffer(0)]],
    device atomic_uint* Histogram [[buffer(1)]]
) {
    threadgroup uint_atomic_array256 LocalBins;
    uint gi_1 = {};
    uint3 dtid_1 = {};
    uint b = {};
    uint word = {};
    uint k = {};
    uint byteValue = {};
    uint b2 = {};
    uint count = {};
    gi_1 = gi;
    dtid_1 = dtid;
    {
        b = gi_1;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                b = b + 64u;
            }
            loop_init = false;
            if (!(b < 256u)) {
                break;
            }
            atomic_store_explicit(&LocalBins.inner[b], 0u, memory_order_relaxed);
        }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    word = Data[(dtid_1.x * 4u) >> 2u];
    {
        k = 0u;
        bool loop_init_1 = true;
        while (true) {
            if (!loop_init_1) {
                k = k + 1u;
            }
            loop_init_1 = false;
            if (!(k < 4u)) {
                break;
            }
            {
                byteValue = (word >> ((k * 8u) & 31u)) & 255u;
                atomic_fetch_add_explicit(&LocalBins.inner[byteValue], 1u, memory_order_relaxed);
            }
        }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
        b2 = gi_1;
        bool loop_init_2 = true;
        while (true) {
            if (!loop_init_2) {
                b2 = b2 + 64u;
            }
            loop_init_2 = false;
            if (!(b2 < 256u)) {
                break;
            }
            {
                uint _e70 = atomic_load_explicit(&LocalBins.inner[b2], memory_order_relaxed);
                count = _e70;
                if (count > 0u) {
                    atomic_fetch_add_explicit(&Histogram[(b2 * 4u) >> 2u], count, memory_order_relaxed);
                }
            }
        }
    }
    return;
}
