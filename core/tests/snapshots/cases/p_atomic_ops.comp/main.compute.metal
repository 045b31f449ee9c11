#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
#endif

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

void _glsl_main(thread uint3& gl_GlobalInvocationID, const device uint* In, device atomic_uint* Acc, device atomic_int* SAcc) {
    uint v = {};
    v = In[gl_GlobalInvocationID.x];
    uint _e12 = atomic_fetch_min_explicit(&Acc[0u], v, memory_order_relaxed);
    uint _e18 = atomic_fetch_max_explicit(&Acc[1u], v, memory_order_relaxed);
    uint _e26 = atomic_fetch_and_explicit(&Acc[2u], v | 4042322160u, memory_order_relaxed);
    uint _e32 = atomic_fetch_or_explicit(&Acc[3u], v, memory_order_relaxed);
    uint _e38 = atomic_fetch_xor_explicit(&Acc[4u], v, memory_order_relaxed);
    uint _e44 = atomic_fetch_add_explicit(&Acc[5u], v, memory_order_relaxed);
    _atomic_compare_exchange_result_Uint_4_ _e51;
    {
        uint old = 0u;
        bool exchanged;
        do {
            exchanged = atomic_compare_exchange_weak_explicit(&Acc[6u], &old, 1000u, memory_order_relaxed, memory_order_relaxed);
        } while (!exchanged && old == 0u);
        _e51 = _atomic_compare_exchange_result_Uint_4_ {old, exchanged};
    }
    _atomic_compare_exchange_result_Uint_4_ _e61;
    {
        uint old_1 = 1000u + v;
        bool exchanged_1;
        do {
            exchanged_1 = atomic_compare_exchange_weak_explicit(&Acc[6u], &old_1, 5u, memory_order_relaxed, memory_order_relaxed);
        } while (!exchanged_1 && old_1 == 1000u + v);
        _e61 = _atomic_compare_exchange_result_Uint_4_ {old_1, exchanged_1};
    }
    int _e71 = atomic_fetch_min_explicit(&SAcc[0u], int(v) - 16, memory_order_relaxed);
    int _e80 = atomic_fetch_max_explicit(&SAcc[1u], 16 - int(v), memory_order_relaxed);
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    const device uint* In [[buffer(0)]],
    device atomic_uint* Acc [[buffer(1)]],
    device atomic_int* SAcc [[buffer(2)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, In, Acc, SAcc);
    return;
}
