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
    p = float3(Points[id_1.x]);
    bits = as_type<uint3>(max(p, float3(0.0f)));
    atomic_fetch_min_explicit(&Bounds[0u], bits.x, memory_order_relaxed);
    atomic_fetch_min_explicit(&Bounds[1u], bits.y, memory_order_relaxed);
    atomic_fetch_min_explicit(&Bounds[2u], bits.z, memory_order_relaxed);
    atomic_fetch_max_explicit(&Bounds[3u], bits.x, memory_order_relaxed);
    atomic_fetch_max_explicit(&Bounds[4u], bits.y, memory_order_relaxed);
    atomic_fetch_max_explicit(&Bounds[5u], bits.z, memory_order_relaxed);
    _atomic_compare_exchange_result_Uint_4_ _e63;
    {
        uint old = id_1.x;
        bool exchanged;
        do {
            exchanged = atomic_compare_exchange_weak_explicit(&Bounds[6u], &old, id_1.x + 1u, memory_order_relaxed, memory_order_relaxed);
        } while (!exchanged && old == id_1.x);
        _e63 = _atomic_compare_exchange_result_Uint_4_ {old, exchanged};
    }
    original = _e63.old_value;
    uint _e71 = atomic_exchange_explicit(&Bounds[7u], id_1.x, memory_order_relaxed);
    original = _e71;
    return;
}
