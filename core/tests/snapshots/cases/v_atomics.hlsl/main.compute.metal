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
    uint _e4 = id_1.x;
    i = _e4;
    uint _e10 = i;
    atomic_fetch_add_explicit(&Acc[1u], _e10, memory_order_relaxed);
    uint _e16 = i;
    atomic_fetch_max_explicit(&Acc[2u], (_e16 * 7u) % 64u, memory_order_relaxed);
    uint _e27 = i;
    atomic_fetch_min_explicit(&Acc[3u], _e27 + 5u, memory_order_relaxed);
    uint _e36 = i;
    atomic_fetch_or_explicit(&Acc[4u], 1u << (_e36 % 32u), memory_order_relaxed);
    uint _e46 = i;
    atomic_fetch_and_explicit(&Acc[5u], ~(1u << (_e46 % 16u)), memory_order_relaxed);
    uint _e56 = atomic_load_explicit(&Acc[6u], memory_order_relaxed);
    expected = _e56;
    {
        tries = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                uint _e81 = tries;
                tries = _e81 + 1u;
            }
            loop_init = false;
            uint _e61 = tries;
            if (!(_e61 < 1000u)) {
                break;
            }
            {
                uint _e71 = expected;
                uint _e74 = expected;
                _atomic_compare_exchange_result_Uint_4_ _e75;
                {
                    uint old = _e74;
                    bool exchanged;
                    do {
                        exchanged = atomic_compare_exchange_weak_explicit(&Acc[6u], &old, _e71 + 2u, memory_order_relaxed, memory_order_relaxed);
                    } while (!exchanged && old == _e74);
                    _e75 = _atomic_compare_exchange_result_Uint_4_ {old, exchanged};
                }
                original = _e75.old_value;
                uint _e77 = original;
                uint _e78 = expected;
                if (_e77 == _e78) {
                    break;
                }
                uint _e80 = original;
                expected = _e80;
            }
        }
    }
    uint _e85 = i;
    if ((_e85 % 3u) == 0u) {
        {
            uint _e98 = atomic_fetch_add_explicit(&Acc[0u], 1u, memory_order_relaxed);
            slot = _e98;
            uint _e100 = slot;
            uint _e102 = i;
            uint _e103 = i;
            List[_e100] = _e102 * _e103;
        }
    }
    return;
}
