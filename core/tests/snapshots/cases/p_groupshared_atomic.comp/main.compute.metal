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
    uint _e3 = gl_LocalInvocationID.x;
    if (_e3 == 0u) {
        {
            atomic_store_explicit(&count, 0u, memory_order_relaxed);
            atomic_store_explicit(&biggest, 0u, memory_order_relaxed);
            atomic_store_explicit(&total, 0u, memory_order_relaxed);
        }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint _e15 = gl_GlobalInvocationID.x;
    uint _e17 = In[_e15];
    v = _e17;
    uint _e19 = v;
    atomic_fetch_add_explicit(&total, _e19, memory_order_relaxed);
    uint _e21 = v;
    atomic_fetch_max_explicit(&biggest, _e21, memory_order_relaxed);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint _e23 = v;
    uint _e26 = atomic_load_explicit(&total, memory_order_relaxed);
    if ((_e23 * 16u) > _e26) {
        atomic_fetch_add_explicit(&count, 1u, memory_order_relaxed);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint _e33 = gl_LocalInvocationID.x;
    if (_e33 == 0u) {
        {
            uint _e39 = gl_WorkGroupID.x;
            uint _e45 = atomic_load_explicit(&count, memory_order_relaxed);
            Out[(_e39 * 3u) + 0u] = _e45;
            uint _e50 = gl_WorkGroupID.x;
            uint _e56 = atomic_load_explicit(&biggest, memory_order_relaxed);
            Out[(_e50 * 3u) + 1u] = _e56;
            uint _e61 = gl_WorkGroupID.x;
            uint _e67 = atomic_load_explicit(&total, memory_order_relaxed);
            Out[(_e61 * 3u) + 2u] = _e67;
        }
    }
    return;
}

kernel void main0(
    uint3 input_SV_DispatchThreadID [[thread_position_in_grid]],
    uint3 input_SV_GroupThreadID [[thread_position_in_threadgroup]],
    uint3 input_SV_GroupID [[threadgroup_position_in_grid]],
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
    input = _glsl_In {input_SV_DispatchThreadID, input_SV_GroupThreadID, input_SV_GroupID};
    uint3 _e7 = input.gl_GlobalInvocationID_;
    gl_GlobalInvocationID = _e7;
    uint3 _e10 = input.gl_LocalInvocationID_;
    gl_LocalInvocationID = _e10;
    uint3 _e13 = input.gl_WorkGroupID_;
    gl_WorkGroupID = _e13;
    _glsl_main(gl_GlobalInvocationID, gl_LocalInvocationID, gl_WorkGroupID, In, Out, count, biggest, total);
    return;
}
