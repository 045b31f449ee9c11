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

void _glsl_main(thread uint3& gl_GlobalInvocationID, thread uint3& gl_LocalInvocationID, const device int* In, device int* Out, threadgroup array<int, 32>& a, threadgroup array<int, 32>& b) {
    uint t = {};
    int round_ = {};
    int l = {};
    int r = {};
    t = gl_LocalInvocationID.x;
    a[t] = In[gl_GlobalInvocationID.x];
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
        round_ = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                round_ = round_ + 1;
            }
            loop_init = false;
            if (!(round_ < 4)) {
                break;
            }
            {
                l = a[(t + 31u) % 32u];
                r = a[(t + 1u) % 32u];
                b[t] = ((l + (2 * a[t])) + r) + round_;
                threadgroup_barrier(mem_flags::mem_threadgroup);
                a[t] = b[t] / 2;
                threadgroup_barrier(mem_flags::mem_threadgroup);
            }
        }
    }
    Out[gl_GlobalInvocationID.x] = a[t];
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    uint3 gl_LocalInvocationID_1 [[thread_position_in_threadgroup]],
    const device int* In [[buffer(0)]],
    device int* Out [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    uint3 gl_LocalInvocationID = {};
    threadgroup array<int, 32> a;
    threadgroup array<int, 32> b;
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1, gl_LocalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    gl_LocalInvocationID = input.gl_LocalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, gl_LocalInvocationID, In, Out, a, b);
    return;
}
