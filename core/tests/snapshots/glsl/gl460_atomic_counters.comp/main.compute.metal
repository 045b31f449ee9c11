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

void _glsl_main(thread uint3& gl_GlobalInvocationID, device atomic_uint* _atomic_counters_0, device atomic_uint* _atomic_counters_1, device uint* v) {
    uint i = {};
    uint s = {};
    i = gl_GlobalInvocationID.x;
    if ((i % 2u) == 0u) {
        {
            uint _e14 = atomic_fetch_add_explicit(&_atomic_counters_0[1u], 1u, memory_order_relaxed);
            s = _e14;
            v[s] = i;
        }
    } else {
        {
            uint _e25 = atomic_fetch_add_explicit(&_atomic_counters_0[2u], 4294967295u, memory_order_relaxed);
            uint _e34 = atomic_fetch_or_explicit(&_atomic_counters_0[1u], 0u, memory_order_relaxed);
            v[16u + (_e25 - 1u)] = _e34;
        }
    }
    uint _e43 = atomic_fetch_add_explicit(&_atomic_counters_1[0u + (i % 2u)], 3u, memory_order_relaxed);
    uint _e53 = atomic_fetch_add_explicit(&_atomic_counters_1[0u + 1u], 0u - 1u, memory_order_relaxed);
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    device atomic_uint* _atomic_counters_0 [[buffer(0)]],
    device atomic_uint* _atomic_counters_1 [[buffer(1)]],
    device uint* v [[buffer(2)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, _atomic_counters_0, _atomic_counters_1, v);
    return;
}
