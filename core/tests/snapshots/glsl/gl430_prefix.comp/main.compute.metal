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

void _glsl_main(thread uint3& gl_GlobalInvocationID, thread uint3& gl_LocalInvocationID, device uint* data, threadgroup array<uint, 256>& temp) {
    uint i = {};
    uint offset = {};
    uint v = {};
    i = gl_LocalInvocationID.x;
    temp[i] = data[gl_GlobalInvocationID.x];
    threadgroup_barrier(mem_flags::mem_threadgroup);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
        offset = 1u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                offset = offset * 2u;
            }
            loop_init = false;
            if (!(offset < 256u)) {
                break;
            }
            {
                v = (i >= offset) ? temp[i - offset] : 0u;
                threadgroup_barrier(mem_flags::mem_threadgroup);
                temp[i] = temp[i] + v;
                threadgroup_barrier(mem_flags::mem_threadgroup);
            }
        }
    }
    data[gl_GlobalInvocationID.x] = temp[i];
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    uint3 gl_LocalInvocationID_1 [[thread_position_in_threadgroup]],
    device uint* data [[buffer(0)]]
) {
    uint3 gl_GlobalInvocationID = {};
    uint3 gl_LocalInvocationID = {};
    threadgroup array<uint, 256> temp;
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1, gl_LocalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    gl_LocalInvocationID = input.gl_LocalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, gl_LocalInvocationID, data, temp);
    return;
}
