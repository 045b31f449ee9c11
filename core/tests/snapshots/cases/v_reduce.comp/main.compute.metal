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

void _glsl_main(thread uint3& gl_GlobalInvocationID, thread uint3& gl_LocalInvocationID, thread uint3& gl_WorkGroupID, const device uint* In, device uint* Out, threadgroup array<uint, 64>& sum, threadgroup array<uint, 64>& lo, threadgroup array<uint, 64>& hi) {
    uint t = {};
    uint v = {};
    uint s = {};
    uint g = {};
    t = gl_LocalInvocationID.x;
    uint _e10 = In[gl_GlobalInvocationID.x];
    v = _e10;
    sum[t] = v;
    lo[t] = v;
    hi[t] = v;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
        s = 32u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                s = s >> 1u;
            }
            loop_init = false;
            if (!(s > 0u)) {
                break;
            }
            {
                if (t < s) {
                    {
                        uint _e40 = sum[t];
                        uint _e41 = sum[t + s];
                        sum[t] = _e40 + _e41;
                        uint _e54 = lo[t];
                        uint _e55 = lo[t + s];
                        lo[t] = min(_e54, _e55);
                        uint _e68 = hi[t];
                        uint _e69 = hi[t + s];
                        hi[t] = max(_e68, _e69);
                    }
                }
                threadgroup_barrier(mem_flags::mem_threadgroup);
            }
        }
    }
    if (t == 0u) {
        {
            g = gl_WorkGroupID.x;
            uint _e91 = sum[0];
            Out[(g * 3u) + 0u] = _e91;
            uint _e102 = lo[0];
            Out[(g * 3u) + 1u] = _e102;
            uint _e113 = hi[0];
            Out[(g * 3u) + 2u] = _e113;
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
    threadgroup array<uint, 64> sum;
    threadgroup array<uint, 64> lo;
    threadgroup array<uint, 64> hi;
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1, gl_LocalInvocationID_1, gl_WorkGroupID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    gl_LocalInvocationID = input.gl_LocalInvocationID_;
    gl_WorkGroupID = input.gl_WorkGroupID_;
    _glsl_main(gl_GlobalInvocationID, gl_LocalInvocationID, gl_WorkGroupID, In, Out, sum, lo, hi);
    return;
}
