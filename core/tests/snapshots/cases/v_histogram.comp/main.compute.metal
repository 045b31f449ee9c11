#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct uint_atomic_array16 {
    atomic_uint inner[16];
};

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
    uint3 gl_LocalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_LocalInvocationID_) == 16, "_glsl_In::gl_LocalInvocationID_: offset");
#endif

void _glsl_main(thread uint3& gl_GlobalInvocationID, thread uint3& gl_LocalInvocationID, const device uint* In, device atomic_uint* Hist, threadgroup uint_atomic_array16& bins) {
    uint t = {};
    t = gl_LocalInvocationID.x;
    if (t < 16u) {
        atomic_store_explicit(&bins.inner[t], 0u, memory_order_relaxed);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint _e22 = atomic_fetch_add_explicit(&bins.inner[In[gl_GlobalInvocationID.x] % 16u], 1u, memory_order_relaxed);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    if (t < 16u) {
        uint _e32 = atomic_load_explicit(&bins.inner[t], memory_order_relaxed);
        uint _e33 = atomic_fetch_add_explicit(&Hist[t], _e32, memory_order_relaxed);
    }
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    uint3 gl_LocalInvocationID_1 [[thread_position_in_threadgroup]],
    const device uint* In [[buffer(0)]],
    device atomic_uint* Hist [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    uint3 gl_LocalInvocationID = {};
    threadgroup uint_atomic_array16 bins;
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1, gl_LocalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    gl_LocalInvocationID = input.gl_LocalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, gl_LocalInvocationID, In, Hist, bins);
    return;
}
