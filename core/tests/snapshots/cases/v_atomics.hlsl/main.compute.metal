// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct _mslBufferSizes {
    uint size0;
    uint size1;
};

typedef metal::atomic_uint type_1[1];
typedef uint type_3[1];
struct _atomic_compare_exchange_result_Uint_4_ {
    uint old_value;
    bool exchanged;
    char _pad2[3];
};

template <typename A>
_atomic_compare_exchange_result_Uint_4_ naga_atomic_compare_exchange_weak_explicit(
    device A *atomic_ptr,
    uint cmp,
    uint v
) {
    bool swapped = metal::atomic_compare_exchange_weak_explicit(
        atomic_ptr, &cmp, v,
        metal::memory_order_relaxed, metal::memory_order_relaxed
    );
    return _atomic_compare_exchange_result_Uint_4_{cmp, swapped};
}
template <typename A>
_atomic_compare_exchange_result_Uint_4_ naga_atomic_compare_exchange_weak_explicit(
    threadgroup A *atomic_ptr,
    uint cmp,
    uint v
) {
    bool swapped = metal::atomic_compare_exchange_weak_explicit(
        atomic_ptr, &cmp, v,
        metal::memory_order_relaxed, metal::memory_order_relaxed
    );
    return _atomic_compare_exchange_result_Uint_4_{cmp, swapped};
}
uint naga_mod(uint lhs, uint rhs) {
    return lhs % metal::select(rhs, 1u, rhs == 0u);
}


struct main_Input {
};
[[max_total_threads_per_threadgroup(32)]] kernel void main_(
  metal::uint3 id [[thread_position_in_grid]]
, device type_1& Acc [[buffer(0)]]
, device type_3& List [[buffer(1)]]
, constant _mslBufferSizes& _buffer_sizes [[buffer(29)]]
) {
    metal::uint3 id_1 = {};
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
    metal::atomic_fetch_add_explicit(&Acc[_e10], _e12, metal::memory_order_relaxed);
    _index_1 = 2u;
    uint _e17 = _index_1;
    uint _e20 = i;
    metal::atomic_fetch_max_explicit(&Acc[_e17], naga_mod(_e20 * 7u, 64u), metal::memory_order_relaxed);
    _index_2 = 3u;
    uint _e30 = _index_2;
    uint _e33 = i;
    metal::atomic_fetch_min_explicit(&Acc[_e30], _e33 + 5u, metal::memory_order_relaxed);
    _index_3 = 4u;
    uint _e40 = _index_3;
    uint _e44 = i;
    metal::atomic_fetch_or_explicit(&Acc[_e40], 1u << naga_mod(_e44, 32u), metal::memory_order_relaxed);
    _index_4 = 5u;
    uint _e52 = _index_4;
    uint _e56 = i;
    metal::atomic_fetch_and_explicit(&Acc[_e52], ~((1u << naga_mod(_e56, 16u))), metal::memory_order_relaxed);
    _index_5 = 6u;
    uint _e66 = _index_5;
    uint _e68 = metal::atomic_load_explicit(&Acc[_e66], metal::memory_order_relaxed);
    expected = _e68;
    {
        tries = 0u;
        uint2 loop_bound = uint2(4294967295u);
        bool loop_init = true;
        while(true) {
            if (metal::all(loop_bound == uint2(0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e95 = tries;
                tries = _e95 + 1u;
            }
            loop_init = false;
            uint _e73 = tries;
            if (!((_e73 < 1000u))) {
                break;
            }
            {
                _index_6 = 6u;
                uint _e82 = _index_6;
                uint _e85 = expected;
                uint _e88 = expected;
                _atomic_compare_exchange_result_Uint_4_ _e89 = naga_atomic_compare_exchange_weak_explicit(&Acc[_e82], _e88, _e85 + 2u);
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
    if (naga_mod(_e99, 3u) == 0u) {
        {
            _index_7 = 0u;
            uint _e110 = _index_7;
            uint _e114 = metal::atomic_fetch_add_explicit(&Acc[_e110], 1u, metal::memory_order_relaxed);
            slot = _e114;
            uint _e116 = slot;
            uint _e118 = i;
            uint _e119 = i;
            List[_e116] = _e118 * _e119;
        }
    }
    return;
}
