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
    uint _e3 = gl_LocalInvocationID.x;
    t = _e3;
    uint _e8 = gl_GlobalInvocationID.x;
    uint _e10 = In[_e8];
    v = _e10;
    uint _e12 = t;
    uint _e14 = v;
    sum[_e12] = _e14;
    uint _e16 = t;
    uint _e18 = v;
    lo[_e16] = _e18;
    uint _e20 = t;
    uint _e22 = v;
    hi[_e20] = _e22;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
        s = 32u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                uint _e72 = s;
                s = _e72 >> 1u;
            }
            loop_init = false;
            uint _e26 = s;
            if (!(_e26 > 0u)) {
                break;
            }
            {
                uint _e29 = t;
                uint _e30 = s;
                if (_e29 < _e30) {
                    {
                        uint _e33 = t;
                        uint _e36 = t;
                        uint _e37 = s;
                        uint _e40 = sum[_e33];
                        uint _e41 = sum[_e36 + _e37];
                        sum[_e33] = _e40 + _e41;
                        uint _e44 = t;
                        uint _e47 = t;
                        uint _e50 = t;
                        uint _e51 = s;
                        uint _e54 = lo[_e47];
                        uint _e55 = lo[_e50 + _e51];
                        lo[_e44] = min(_e54, _e55);
                        uint _e58 = t;
                        uint _e61 = t;
                        uint _e64 = t;
                        uint _e65 = s;
                        uint _e68 = hi[_e61];
                        uint _e69 = hi[_e64 + _e65];
                        hi[_e58] = max(_e68, _e69);
                    }
                }
                threadgroup_barrier(mem_flags::mem_threadgroup);
            }
        }
    }
    uint _e75 = t;
    if (_e75 == 0u) {
        {
            uint _e80 = gl_WorkGroupID.x;
            g = _e80;
            uint _e83 = g;
            uint _e91 = sum[0];
            Out[(_e83 * 3u) + 0u] = _e91;
            uint _e94 = g;
            uint _e102 = lo[0];
            Out[(_e94 * 3u) + 1u] = _e102;
            uint _e105 = g;
            uint _e113 = hi[0];
            Out[(_e105 * 3u) + 2u] = _e113;
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
    uint3 _e7 = input.gl_GlobalInvocationID_;
    gl_GlobalInvocationID = _e7;
    uint3 _e10 = input.gl_LocalInvocationID_;
    gl_LocalInvocationID = _e10;
    uint3 _e13 = input.gl_WorkGroupID_;
    gl_WorkGroupID = _e13;
    _glsl_main(gl_GlobalInvocationID, gl_LocalInvocationID, gl_WorkGroupID, In, Out, sum, lo, hi);
    return;
}
