#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Counter_atomic {
    atomic_uint count;
    atomic_uint maxSeen;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Counter_atomic) == 8, "Counter_atomic: size");
static_assert(__builtin_offsetof(Counter_atomic, count) == 0, "Counter_atomic::count: offset");
static_assert(__builtin_offsetof(Counter_atomic, maxSeen) == 4, "Counter_atomic::maxSeen: offset");
#endif

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

void _glsl_main(thread uint3& gl_GlobalInvocationID, device Counter_atomic* counter, device uint* items) {
    uint v = {};
    uint slot = {};
    uint previous = {};
    v = (gl_GlobalInvocationID.x * 7u) % 13u;
    if (v > 6u) {
        {
            uint _e18 = atomic_fetch_add_explicit(&counter[0u].count, 1u, memory_order_relaxed);
            slot = _e18;
            items[slot] = v;
            uint _e30 = atomic_fetch_max_explicit(&counter[0u].maxSeen, v, memory_order_relaxed);
            previous = _e30;
            if (previous < v) {
                {
                    _atomic_compare_exchange_result_Uint_4_ _e41;
                    {
                        uint old = 1000u;
                        bool exchanged;
                        do {
                            exchanged = atomic_compare_exchange_weak_explicit(&counter[0u].count, &old, 0u, memory_order_relaxed, memory_order_relaxed);
                        } while (!exchanged && old == 1000u);
                        _e41 = _atomic_compare_exchange_result_Uint_4_ {old, exchanged};
                    }
                }
            }
        }
    }
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    device Counter_atomic* counter [[buffer(0)]],
    device uint* items [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, counter, items);
    return;
}
