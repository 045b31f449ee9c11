// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct _mslBufferSizes {
    uint size0;
    uint size1;
};

typedef uint type_1[1];
typedef metal::atomic_uint type_3[1];
struct type_4 {
    metal::atomic_uint inner[16];
};
uint naga_mod(uint lhs, uint rhs) {
    return lhs % metal::select(rhs, 1u, rhs == 0u);
}


struct main_Input {
};
[[max_total_threads_per_threadgroup(64)]] kernel void main_(
  metal::uint3 tid [[thread_position_in_threadgroup]]
, metal::uint3 did [[thread_position_in_grid]]
, uint __local_invocation_index [[thread_index_in_threadgroup]]
, device type_1 const& In [[buffer(0)]]
, device type_3& Hist [[buffer(1)]]
, threadgroup type_4& bins
, constant _mslBufferSizes& _buffer_sizes [[buffer(29)]]
) {
    if (__local_invocation_index == 0u) {
        for (int __i0 = 0; __i0 < 16; __i0++) {
            metal::atomic_store_explicit(&bins.inner[__i0], 0, metal::memory_order_relaxed);
        }
    }
    metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
    metal::uint3 tid_1 = {};
    metal::uint3 did_1 = {};
    uint t = {};
    tid_1 = tid;
    did_1 = did;
    uint _e6 = tid_1.x;
    t = _e6;
    uint _e8 = t;
    if (_e8 < 16u) {
        uint _e12 = t;
        metal::atomic_store_explicit(&bins.inner[_e12], 0u, metal::memory_order_relaxed);
    }
    metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
    uint _e19 = did_1.x;
    uint _e22 = In[_e19];
    metal::atomic_fetch_add_explicit(&bins.inner[naga_mod(_e22, 16u)], 1u, metal::memory_order_relaxed);
    metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
    uint _e29 = t;
    if (_e29 < 16u) {
        uint _e33 = t;
        uint _e36 = t;
        uint _e38 = metal::atomic_load_explicit(&bins.inner[_e36], metal::memory_order_relaxed);
        metal::atomic_fetch_add_explicit(&Hist[_e33], _e38, metal::memory_order_relaxed);
    }
    return;
}
