#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Counter_atomic {
    atomic_uint next;
    atomic_uint all_same;
    atomic_uint any_same;
    atomic_uint sum;
    atomic_uint product;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Counter_atomic) == 20, "Counter_atomic: size");
static_assert(__builtin_offsetof(Counter_atomic, next) == 0, "Counter_atomic::next: offset");
static_assert(__builtin_offsetof(Counter_atomic, all_same) == 4, "Counter_atomic::all_same: offset");
static_assert(__builtin_offsetof(Counter_atomic, any_same) == 8, "Counter_atomic::any_same: offset");
static_assert(__builtin_offsetof(Counter_atomic, sum) == 12, "Counter_atomic::sum: offset");
static_assert(__builtin_offsetof(Counter_atomic, product) == 16, "Counter_atomic::product: offset");
#endif

void _glsl_main(device Counter_atomic* _Counter) {
    uint _e11 = atomic_fetch_add_explicit(&_Counter[0u].next, 1u, memory_order_relaxed);
    uint _e12 = simd_broadcast_first(_e11);
    bool _e14 = simd_all(_e11 == _e12);
    atomic_store_explicit(&_Counter[0u].all_same, _e14 ? 1u : 0u, memory_order_relaxed);
    uint _e29 = atomic_fetch_add_explicit(&_Counter[0u].next, 1u, memory_order_relaxed);
    uint _e32 = uint(_e29 > 3u);
    uint _e33 = simd_broadcast_first(_e32);
    bool _e35 = simd_all(_e32 == _e33);
    atomic_store_explicit(&_Counter[0u].any_same, _e35 ? 1u : 0u, memory_order_relaxed);
    uint _e50 = atomic_fetch_add_explicit(&_Counter[0u].next, 1u, memory_order_relaxed);
    uint _e51 = simd_prefix_inclusive_sum(_e50);
    atomic_store_explicit(&_Counter[0u].sum, _e51, memory_order_relaxed);
    uint _e63 = atomic_fetch_add_explicit(&_Counter[0u].next, 1u, memory_order_relaxed);
    uint _e66 = simd_prefix_inclusive_product(_e63 | 1u);
    atomic_store_explicit(&_Counter[0u].product, _e66, memory_order_relaxed);
    return;
}

kernel void main0(
    device Counter_atomic* _Counter [[buffer(0)]]
) {
    _glsl_main(_Counter);
    return;
}
