#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Counters_atomic {
    atomic_uint total;
    atomic_uint last;
    atomic_int lowest;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Counters_atomic) == 12, "Counters_atomic: size");
static_assert(__builtin_offsetof(Counters_atomic, total) == 0, "Counters_atomic::total: offset");
static_assert(__builtin_offsetof(Counters_atomic, last) == 4, "Counters_atomic::last: offset");
static_assert(__builtin_offsetof(Counters_atomic, lowest) == 8, "Counters_atomic::lowest: offset");
#endif

struct _glsl_In {
    packed_uint3 gl_GlobalInvocationID_;
    uint gl_LocalInvocationIndex_;
    uint3 gl_WorkGroupID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_LocalInvocationIndex_) == 12, "_glsl_In::gl_LocalInvocationIndex_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_WorkGroupID_) == 16, "_glsl_In::gl_WorkGroupID_: offset");
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

void _glsl_main(thread uint3& gl_GlobalInvocationID, thread uint& gl_LocalInvocationIndex, thread uint3& gl_WorkGroupID, device Counters_atomic* _Counters, threadgroup atomic_uint& local_total) {
    if (gl_LocalInvocationIndex == 0u) {
        {
            uint _e6 = atomic_exchange_explicit(&local_total, 0u, memory_order_relaxed);
        }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint _e9 = atomic_fetch_add_explicit(&local_total, 1u, memory_order_relaxed);
    int _e19 = atomic_fetch_min_explicit(&_Counters[0u].lowest, int(gl_GlobalInvocationID.x), memory_order_relaxed);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    if (gl_LocalInvocationIndex == 0u) {
        {
            uint _e30 = atomic_load_explicit(&local_total, memory_order_relaxed);
            uint _e31 = atomic_fetch_add_explicit(&_Counters[0u].total, _e30, memory_order_relaxed);
            _atomic_compare_exchange_result_Uint_4_ _e41;
            {
                uint old = 0u;
                bool exchanged;
                do {
                    exchanged = atomic_compare_exchange_weak_explicit(&_Counters[0u].last, &old, gl_WorkGroupID.x, memory_order_relaxed, memory_order_relaxed);
                } while (!exchanged && old == 0u);
                _e41 = _atomic_compare_exchange_result_Uint_4_ {old, exchanged};
            }
        }
    }
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    uint gl_LocalInvocationIndex_1 [[thread_index_in_threadgroup]],
    uint3 gl_WorkGroupID_1 [[threadgroup_position_in_grid]],
    device Counters_atomic* _Counters [[buffer(0)]]
) {
    uint3 gl_GlobalInvocationID = {};
    uint gl_LocalInvocationIndex = {};
    uint3 gl_WorkGroupID = {};
    threadgroup atomic_uint local_total;
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1, gl_LocalInvocationIndex_1, gl_WorkGroupID_1};
    gl_GlobalInvocationID = uint3(input.gl_GlobalInvocationID_);
    gl_LocalInvocationIndex = input.gl_LocalInvocationIndex_;
    gl_WorkGroupID = input.gl_WorkGroupID_;
    _glsl_main(gl_GlobalInvocationID, gl_LocalInvocationIndex, gl_WorkGroupID, _Counters, local_total);
    return;
}
