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
    uint _e3 = gl_LocalInvocationID.x;
    t = _e3;
    uint _e5 = t;
    uint _e10 = gl_GlobalInvocationID.x;
    int _e12 = In[_e10];
    a[_e5] = _e12;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
        round_ = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                int _e61 = round_;
                round_ = _e61 + 1;
            }
            loop_init = false;
            int _e16 = round_;
            if (!(_e16 < 4)) {
                break;
            }
            {
                uint _e22 = t;
                int _e27 = a[(_e22 + 31u) % 32u];
                l = _e27;
                uint _e31 = t;
                int _e36 = a[(_e31 + 1u) % 32u];
                r = _e36;
                uint _e38 = t;
                uint _e42 = t;
                int _e44 = a[_e42];
                int _e46 = l;
                int _e48 = r;
                int _e50 = round_;
                b[_e38] = ((_e46 + (2 * _e44)) + _e48) + _e50;
                threadgroup_barrier(mem_flags::mem_threadgroup);
                uint _e53 = t;
                uint _e56 = t;
                int _e59 = b[_e56];
                a[_e53] = _e59 / 2;
                threadgroup_barrier(mem_flags::mem_threadgroup);
            }
        }
    }
    uint _e67 = gl_GlobalInvocationID.x;
    uint _e70 = t;
    int _e72 = a[_e70];
    Out[_e67] = _e72;
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
    uint3 _e6 = input.gl_GlobalInvocationID_;
    gl_GlobalInvocationID = _e6;
    uint3 _e9 = input.gl_LocalInvocationID_;
    gl_LocalInvocationID = _e9;
    _glsl_main(gl_GlobalInvocationID, gl_LocalInvocationID, In, Out, a, b);
    return;
}
