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
    const device packed_float3* Points [[buffer(0)]],
    device atomic_uint* Bounds [[buffer(1)]]
) {
    uint3 id_1 = {};
    float3 p = {};
    uint3 bits = {};
    uint original = {};
    id_1 = id;
    uint _e5 = id_1.x;
    float3 _e7 = float3(Points[_e5]);
    p = _e7;
    float3 _e10 = p;
    bits = as_type<uint3>(max(_e10, float3(0.0f)));
    uint _e20 = bits.x;
    atomic_fetch_min_explicit(&Bounds[0u], _e20, memory_order_relaxed);
    uint _e26 = bits.y;
    atomic_fetch_min_explicit(&Bounds[1u], _e26, memory_order_relaxed);
    uint _e32 = bits.z;
    atomic_fetch_min_explicit(&Bounds[2u], _e32, memory_order_relaxed);
    uint _e38 = bits.x;
    atomic_fetch_max_explicit(&Bounds[3u], _e38, memory_order_relaxed);
    uint _e44 = bits.y;
    atomic_fetch_max_explicit(&Bounds[4u], _e44, memory_order_relaxed);
    uint _e50 = bits.z;
    atomic_fetch_max_explicit(&Bounds[5u], _e50, memory_order_relaxed);
    uint _e59 = id_1.x;
    uint _e62 = id_1.x;
    _atomic_compare_exchange_result_Uint_4_ _e63;
    {
        uint old = _e62;
        bool exchanged;
        do {
            exchanged = atomic_compare_exchange_weak_explicit(&Bounds[6u], &old, _e59 + 1u, memory_order_relaxed, memory_order_relaxed);
        } while (!exchanged && old == _e62);
        _e63 = _atomic_compare_exchange_result_Uint_4_ {old, exchanged};
    }
    original = _e63.old_value;
    uint _e70 = id_1.x;
    uint _e71 = atomic_exchange_explicit(&Bounds[7u], _e70, memory_order_relaxed);
    original = _e71;
    return;
}
