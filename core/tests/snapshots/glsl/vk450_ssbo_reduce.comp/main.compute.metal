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

void _glsl_main(thread uint3& gl_GlobalInvocationID, thread uint3& gl_LocalInvocationID, thread uint3& gl_WorkGroupID, const device float* values, device float* sums, threadgroup array<float, 128>& partial) {
    uint lid = {};
    uint s = {};
    uint _e3 = gl_LocalInvocationID.x;
    lid = _e3;
    uint _e5 = lid;
    uint _e10 = gl_GlobalInvocationID.x;
    float _e12 = values[_e10];
    partial[_e5] = _e12;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
        s = 64u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                uint _e34 = s;
                s = _e34 >> 1u;
            }
            loop_init = false;
            uint _e16 = s;
            if (!(_e16 > 0u)) {
                break;
            }
            {
                uint _e19 = lid;
                uint _e20 = s;
                if (_e19 < _e20) {
                    {
                        uint _e23 = lid;
                        uint _e26 = lid;
                        uint _e27 = s;
                        float _e30 = partial[_e23];
                        float _e31 = partial[_e26 + _e27];
                        partial[_e23] = _e30 + _e31;
                    }
                }
                threadgroup_barrier(mem_flags::mem_threadgroup);
            }
        }
    }
    uint _e37 = lid;
    if (_e37 == 0u) {
        {
            uint _e42 = gl_WorkGroupID.x;
            float _e47 = partial[0];
            sums[_e42] = _e47;
        }
    }
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    uint3 gl_LocalInvocationID_1 [[thread_position_in_threadgroup]],
    uint3 gl_WorkGroupID_1 [[threadgroup_position_in_grid]],
    const device float* values [[buffer(0)]],
    device float* sums [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    uint3 gl_LocalInvocationID = {};
    uint3 gl_WorkGroupID = {};
    threadgroup array<float, 128> partial;
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1, gl_LocalInvocationID_1, gl_WorkGroupID_1};
    uint3 _e7 = input.gl_GlobalInvocationID_;
    gl_GlobalInvocationID = _e7;
    uint3 _e10 = input.gl_LocalInvocationID_;
    gl_LocalInvocationID = _e10;
    uint3 _e13 = input.gl_WorkGroupID_;
    gl_WorkGroupID = _e13;
    _glsl_main(gl_GlobalInvocationID, gl_LocalInvocationID, gl_WorkGroupID, values, sums, partial);
    return;
}
