#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
    uint3 gl_LocalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_LocalInvocationID_) == 16, "_glsl_In::gl_LocalInvocationID_: offset");
#endif

void _glsl_main(thread uint3& gl_GlobalInvocationID, thread uint3& gl_LocalInvocationID, const device uint* In, device uint* Out, threadgroup array<uint, 32>& partial) {
    uint t = {};
    uint i = {};
    uint offset = {};
    uint add = {};
    t = gl_LocalInvocationID.x;
    i = gl_GlobalInvocationID.x;
    partial[t] = In[i];
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
        offset = 1u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                offset = offset << 1u;
            }
            loop_init = false;
            if (!(offset < 32u)) {
                break;
            }
            {
                add = 0u;
                if (t >= offset) {
                    add = partial[t - offset];
                }
                threadgroup_barrier(mem_flags::mem_threadgroup);
                partial[t] = partial[t] + add;
                threadgroup_barrier(mem_flags::mem_threadgroup);
            }
        }
    }
    Out[i] = partial[t];
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    uint3 gl_LocalInvocationID_1 [[thread_position_in_threadgroup]],
    const device uint* In [[buffer(0)]],
    device uint* Out [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    uint3 gl_LocalInvocationID = {};
    threadgroup array<uint, 32> partial;
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1, gl_LocalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    gl_LocalInvocationID = input.gl_LocalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, gl_LocalInvocationID, In, Out, partial);
    return;
}
