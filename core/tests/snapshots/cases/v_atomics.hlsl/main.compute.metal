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
    device atomic_uint* Acc [[buffer(0)]],
    device uint* List [[buffer(1)]]
) {
    uint3 id_1 = {};
    uint i = {};
    uint ignored = {};
    uint expected = {};
    uint tries = {};
    uint original = {};
    uint slot = {};
    id_1 = id;
    i = id_1.x;
    atomic_fetch_add_explicit(&Acc[1u], i, memory_order_relaxed);
    atomic_fetch_max_explicit(&Acc[2u], (i * 7u) % 64u, memory_order_relaxed);
    atomic_fetch_min_explicit(&Acc[3u], i + 5u, memory_order_relaxed);
    atomic_fetch_or_explicit(&Acc[4u], 1u << (i % 32u), memory_order_relaxed);
    atomic_fetch_and_explicit(&Acc[5u], ~(1u << (i % 16u)), memory_order_relaxed);
    uint _e56 = atomic_load_explicit(&Acc[6u], memory_order_relaxed);
    expected = _e56;
    {
        tries = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                tries = tries + 1u;
            }
            loop_init = false;
            if (!(tries < 1000u)) {
                break;
            }
            {
                _atomic_compare_exchange_result_Uint_4_ _e75;
                {
                    uint old = expected;
                    bool exchanged;
                    do {
                        exchanged = atomic_compare_exchange_weak_explicit(&Acc[6u], &old, expected + 2u, memory_order_relaxed, memory_order_relaxed);
                    } while (!exchanged && old == expected);
                    _e75 = _atomic_compare_exchange_result_Uint_4_ {old, exchanged};
                }
                original = _e75.old_value;
                if (original == expected) {
                    break;
                }
                expected = original;
            }
        }
    }
    if ((i % 3u) == 0u) {
        {
            uint _e98 = atomic_fetch_add_explicit(&Acc[0u], 1u, memory_order_relaxed);
            slot = _e98;
            List[slot] = i * i;
        }
    }
    return;
}
