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
    uint _index = {};
    uint _index_1 = {};
    uint _index_2 = {};
    uint _index_3 = {};
    uint _index_4 = {};
    uint expected = {};
    uint _index_5 = {};
    uint tries = {};
    uint original = {};
    uint _index_6 = {};
    uint slot = {};
    uint _index_7 = {};
    id_1 = id;
    uint _e4 = id_1.x;
    i = _e4;
    _index = 1u;
    uint _e10 = _index;
    uint _e12 = i;
    atomic_fetch_add_explicit(&Acc[_e10], _e12, memory_order_relaxed);
    _index_1 = 2u;
    uint _e17 = _index_1;
    uint _e20 = i;
    atomic_fetch_max_explicit(&Acc[_e17], (_e20 * 7u) % 64u, memory_order_relaxed);
    _index_2 = 3u;
    uint _e30 = _index_2;
    uint _e33 = i;
    atomic_fetch_min_explicit(&Acc[_e30], _e33 + 5u, memory_order_relaxed);
    _index_3 = 4u;
    uint _e40 = _index_3;
    uint _e44 = i;
    atomic_fetch_or_explicit(&Acc[_e40], 1u << (_e44 % 32u), memory_order_relaxed);
    _index_4 = 5u;
    uint _e52 = _index_4;
    uint _e56 = i;
    atomic_fetch_and_explicit(&Acc[_e52], ~(1u << (_e56 % 16u)), memory_order_relaxed);
    _index_5 = 6u;
    uint _e66 = _index_5;
    uint _e68 = atomic_load_explicit(&Acc[_e66], memory_order_relaxed);
    expected = _e68;
    {
        tries = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                uint _e95 = tries;
                tries = _e95 + 1u;
            }
            loop_init = false;
            uint _e73 = tries;
            if (!(_e73 < 1000u)) {
                break;
            }
            {
                _index_6 = 6u;
                uint _e82 = _index_6;
                uint _e85 = expected;
                uint _e88 = expected;
                _atomic_compare_exchange_result_Uint_4_ _e89;
                {
                    uint old = _e88;
                    bool exchanged;
                    do {
                        exchanged = atomic_compare_exchange_weak_explicit(&Acc[_e82], &old, _e85 + 2u, memory_order_relaxed, memory_order_relaxed);
                    } while (!exchanged && old == _e88);
                    _e89 = _atomic_compare_exchange_result_Uint_4_ {old, exchanged};
                }
                original = _e89.old_value;
                uint _e91 = original;
                uint _e92 = expected;
                if (_e91 == _e92) {
                    break;
                }
                uint _e94 = original;
                expected = _e94;
            }
        }
    }
    uint _e99 = i;
    if ((_e99 % 3u) == 0u) {
        {
            _index_7 = 0u;
            uint _e110 = _index_7;
            uint _e114 = atomic_fetch_add_explicit(&Acc[_e110], 1u, memory_order_relaxed);
            slot = _e114;
            uint _e116 = slot;
            uint _e118 = i;
            uint _e119 = i;
            List[_e116] = _e118 * _e119;
        }
    }
    return;
}
