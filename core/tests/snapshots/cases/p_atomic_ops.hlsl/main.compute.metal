#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _atomic_compare_exchange_result_Uint_4_ {
    uint old_value;
    bool exchanged;
    uchar _pad2[3];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_atomic_compare_exchange_result_Uint_4_) == 8, "_atomic_compare_exchange_result_Uint_4_: size");
static_assert(__builtin_offsetof(_atomic_compare_exchange_result_Uint_4_, old_value) == 0, "_atomic_compare_exchange_result_Uint_4_::old_value: offset");
static_assert(__builtin_offsetof(_atomic_compare_exchange_result_Uint_4_, exchanged) == 4, "_atomic_compare_exchange_result_Uint_4_::exchanged: offset");
#endif

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device uint* In [[buffer(0)]],
    device atomic_uint* Acc [[buffer(1)]],
    device atomic_int* SAcc [[buffer(2)]]
) {
    uint3 id_1 = {};
    uint v = {};
    uint old = {};
    id_1 = id;
    v = In[id_1.x];
    atomic_fetch_min_explicit(&Acc[0u], v, memory_order_relaxed);
    atomic_fetch_max_explicit(&Acc[1u], v, memory_order_relaxed);
    atomic_fetch_and_explicit(&Acc[2u], v | 4042322160u, memory_order_relaxed);
    atomic_fetch_or_explicit(&Acc[3u], v, memory_order_relaxed);
    atomic_fetch_xor_explicit(&Acc[4u], v, memory_order_relaxed);
    atomic_fetch_add_explicit(&Acc[5u], v, memory_order_relaxed);
    _atomic_compare_exchange_result_Uint_4_ _e47;
    {
        uint old_1 = 0u;
        bool exchanged;
        do {
            exchanged = atomic_compare_exchange_weak_explicit(&Acc[6u], &old_1, 1000u, memory_order_relaxed, memory_order_relaxed);
        } while (!exchanged && old_1 == 0u);
        _e47 = _atomic_compare_exchange_result_Uint_4_ {old_1, exchanged};
    }
    old = _e47.old_value;
    _atomic_compare_exchange_result_Uint_4_ _e57;
    {
        uint old_2 = 1000u + v;
        bool exchanged_1;
        do {
            exchanged_1 = atomic_compare_exchange_weak_explicit(&Acc[6u], &old_2, 5u, memory_order_relaxed, memory_order_relaxed);
        } while (!exchanged_1 && old_2 == 1000u + v);
        _e57 = _atomic_compare_exchange_result_Uint_4_ {old_2, exchanged_1};
    }
    old = _e57.old_value;
    atomic_fetch_min_explicit(&SAcc[0u], int(v) - 16, memory_order_relaxed);
    atomic_fetch_max_explicit(&SAcc[1u], 16 - int(v), memory_order_relaxed);
    return;
}
