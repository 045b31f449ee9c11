#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
    uint3 gl_LocalInvocationID_;
    uint3 gl_WorkGroupID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 48, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_LocalInvocationID_) == 16, "_glsl_In::gl_LocalInvocationID_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_WorkGroupID_) == 32, "_glsl_In::gl_WorkGroupID_: offset");
#endif

void _glsl_main(thread uint3& gl_GlobalInvocationID, thread uint3& gl_LocalInvocationID, thread uint3& gl_WorkGroupID, const device uint* In, device uint* Out, threadgroup atomic_uint& count, threadgroup atomic_uint& biggest, threadgroup atomic_uint& total) {
    uint v = {};
    if (gl_LocalInvocationID.x == 0u) {
        {
            atomic_store_explicit(&count, 0u, memory_order_relaxed);
            atomic_store_explicit(&biggest, 0u, memory_order_relaxed);
            atomic_store_explicit(&total, 0u, memory_order_relaxed);
        }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    v = In[gl_GlobalInvocationID.x];
    uint _e20 = atomic_fetch_add_explicit(&total, v, memory_order_relaxed);
    uint _e23 = atomic_fetch_max_explicit(&biggest, v, memory_order_relaxed);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint _e28 = atomic_load_explicit(&total, memory_order_relaxed);
    if ((v * 16u) > _e28) {
        uint _e32 = atomic_fetch_add_explicit(&count, 1u, memory_order_relaxed);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    if (gl_LocalInvocationID.x == 0u) {
        {
            uint _e48 = atomic_load_explicit(&count, memory_order_relaxed);
            Out[(gl_WorkGroupID.x * 3u) + 0u] = _e48;
            uint _e59 = atomic_load_explicit(&biggest, memory_order_relaxed);
            Out[(gl_WorkGroupID.x * 3u) + 1u] = _e59;
            uint _e70 = atomic_load_explicit(&total, memory_order_relaxed);
            Out[(gl_WorkGroupID.x * 3u) + 2u] = _e70;
        }
    }
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    uint3 gl_LocalInvocationID_1 [[thread_position_in_threadgroup]],
    uint3 gl_WorkGroupID_1 [[threadgroup_position_in_grid]],
    const device uint* In [[buffer(0)]],
    device uint* Out [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    uint3 gl_LocalInvocationID = {};
    uint3 gl_WorkGroupID = {};
    threadgroup atomic_uint count;
    threadgroup atomic_uint biggest;
    threadgroup atomic_uint total;
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1, gl_LocalInvocationID_1, gl_WorkGroupID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    gl_LocalInvocationID = input.gl_LocalInvocationID_;
    gl_WorkGroupID = input.gl_WorkGroupID_;
    _glsl_main(gl_GlobalInvocationID, gl_LocalInvocationID, gl_WorkGroupID, In, Out, count, biggest, total);
    return;
}
