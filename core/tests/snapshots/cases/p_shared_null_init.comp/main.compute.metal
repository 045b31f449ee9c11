#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    packed_uint3 gl_GlobalInvocationID_;
    uint gl_LocalInvocationIndex_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_LocalInvocationIndex_) == 12, "_glsl_In::gl_LocalInvocationIndex_: offset");
#endif

void _glsl_main(thread uint3& gl_GlobalInvocationID, thread uint& gl_LocalInvocationIndex, const device uint* In, device uint* Out, threadgroup array<uint, 8>& sums) {
    uint t = {};
    t = gl_LocalInvocationIndex;
    sums[(t + 1u) % 8u] = sums[(t + 1u) % 8u] + In[gl_GlobalInvocationID.x];
    threadgroup_barrier(mem_flags::mem_threadgroup);
    Out[gl_GlobalInvocationID.x] = (sums[t] * 10u) + t;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    uint gl_LocalInvocationIndex_1 [[thread_index_in_threadgroup]],
    const device uint* In [[buffer(0)]],
    device uint* Out [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    uint gl_LocalInvocationIndex = {};
    threadgroup array<uint, 8> sums;
    if (gl_LocalInvocationIndex_1 == 0u) {
        sums = array<uint, 8> {};
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1, gl_LocalInvocationIndex_1};
    gl_GlobalInvocationID = uint3(input.gl_GlobalInvocationID_);
    gl_LocalInvocationIndex = input.gl_LocalInvocationIndex_;
    _glsl_main(gl_GlobalInvocationID, gl_LocalInvocationIndex, In, Out, sums);
    return;
}
