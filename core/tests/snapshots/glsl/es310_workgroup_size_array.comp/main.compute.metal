#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

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

void _glsl_main(thread uint3& gl_GlobalInvocationID, thread uint& gl_LocalInvocationIndex, thread uint3& gl_WorkGroupID, threadgroup array<float, 16>& partial, device float* values) {
    uint i = {};
    float sum = {};
    uint k = {};
    i = gl_LocalInvocationIndex;
    partial[i] = values[gl_GlobalInvocationID.x + (gl_GlobalInvocationID.y * 8u)];
    threadgroup_barrier(mem_flags::mem_threadgroup);
    if (i == 0u) {
        {
            sum = 0.0f;
            {
                k = 0u;
                bool loop_init = true;
                while (true) {
                    if (!loop_init) {
                        k = k + 1u;
                    }
                    loop_init = false;
                    if (!(k < (8u * 2u))) {
                        break;
                    }
                    {
                        sum = sum + partial[k];
                    }
                }
            }
            values[gl_WorkGroupID.x] = sum;
        }
    }
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    uint gl_LocalInvocationIndex_1 [[thread_index_in_threadgroup]],
    uint3 gl_WorkGroupID_1 [[threadgroup_position_in_grid]],
    device float* values [[buffer(0)]]
) {
    uint3 gl_GlobalInvocationID = {};
    uint gl_LocalInvocationIndex = {};
    uint3 gl_WorkGroupID = {};
    threadgroup array<float, 16> partial;
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1, gl_LocalInvocationIndex_1, gl_WorkGroupID_1};
    gl_GlobalInvocationID = uint3(input.gl_GlobalInvocationID_);
    gl_LocalInvocationIndex = input.gl_LocalInvocationIndex_;
    gl_WorkGroupID = input.gl_WorkGroupID_;
    _glsl_main(gl_GlobalInvocationID, gl_LocalInvocationIndex, gl_WorkGroupID, partial, values);
    return;
}
