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

void _glsl_main(thread uint3& gl_GlobalInvocationID, device atomic_uint* Acc, device uint* List) {
    uint i = {};
    uint expected = {};
    uint tries = {};
    uint original = {};
    uint slot = {};
    i = gl_GlobalInvocationID.x;
    uint _e9 = atomic_fetch_add_explicit(&Acc[1u], i, memory_order_relaxed);
    uint _e19 = atomic_fetch_max_explicit(&Acc[2u], (i * 7u) % 64u, memory_order_relaxed);
    uint _e27 = atomic_fetch_min_explicit(&Acc[3u], i + 5u, memory_order_relaxed);
    uint _e37 = atomic_fetch_or_explicit(&Acc[4u], 1u << (i % 32u), memory_order_relaxed);
    uint _e48 = atomic_fetch_and_explicit(&Acc[5u], ~(1u << (i % 16u)), memory_order_relaxed);
    uint _e54 = atomic_load_explicit(&Acc[6u], memory_order_relaxed);
    expected = _e54;
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
                _atomic_compare_exchange_result_Uint_4_ _e70;
                {
                    uint old = expected;
                    bool exchanged;
                    do {
                        exchanged = atomic_compare_exchange_weak_explicit(&Acc[6u], &old, expected + 2u, memory_order_relaxed, memory_order_relaxed);
                    } while (!exchanged && old == expected);
                    _e70 = _atomic_compare_exchange_result_Uint_4_ {old, exchanged};
                }
                original = _e70.old_value;
                if (original == expected) {
                    break;
                }
                expected = original;
            }
        }
    }
    if ((i % 3u) == 0u) {
        {
            uint _e90 = atomic_fetch_add_explicit(&Acc[0u], 1u, memory_order_relaxed);
            slot = _e90;
            List[slot] = i * i;
        }
    }
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    device atomic_uint* Acc [[buffer(0)]],
    device uint* List [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, Acc, List);
    return;
}
