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
        uint _e5 = gi_1;
        b = _e5;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                uint _e17 = b;
                b = _e17 + 64u;
            }
            loop_init = false;
            uint _e7 = b;
            if (!(_e7 < 256u)) {
                break;
            }
            uint _e12 = b;
            atomic_store_explicit(&LocalBins.inner[_e12], 0u, memory_order_relaxed);
        }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint _e24 = dtid_1.x;
    uint _e30 = Data[(_e24 * 4u) >> 2u];
    word = _e30;
    {
        k = 0u;
        bool loop_init_1 = true;
        while (true) {
            if (!loop_init_1) {
                uint _e54 = k;
                k = _e54 + 1u;
            }
            loop_init_1 = false;
            uint _e35 = k;
            if (!(_e35 < 4u)) {
                break;
            }
            {
                uint _e41 = k;
                uint _e44 = word;
                byteValue = (_e44 >> (_e41 * 8u)) & 255u;
                uint _e50 = byteValue;
                atomic_fetch_add_explicit(&LocalBins.inner[_e50], 1u, memory_order_relaxed);
            }
        }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
        uint _e58 = gi_1;
        b2 = _e58;
        bool loop_init_2 = true;
        while (true) {
            if (!loop_init_2) {
                uint _e83 = b2;
                b2 = _e83 + 64u;
            }
            loop_init_2 = false;
            uint _e60 = b2;
            if (!(_e60 < 256u)) {
                break;
            }
            {
                uint _e66 = b2;
                uint _e68 = atomic_load_explicit(&LocalBins.inner[_e66], memory_order_relaxed);
                count = _e68;
                uint _e70 = count;
                if (_e70 > 0u) {
                    uint _e75 = b2;
                    uint _e81 = count;
                    atomic_fetch_add_explicit(&Histogram[(_e75 * 4u) >> 2u], _e81, memory_order_relaxed);
                }
            }
        }
    }
    return;
}
