#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
#endif

void _glsl_main(thread uint3& gl_GlobalInvocationID, const device float* In, device float* Out) {
    uint i = {};
    float x = {};
    uint _e3 = gl_GlobalInvocationID.x;
    i = _e3;
    uint _e6 = i;
    float _e8 = In[_e6];
    x = _e8;
    uint _e11 = i;
    float _e16 = x;
    Out[(_e11 * 8u) + 0u] = sin(_e16);
    uint _e20 = i;
    float _e25 = x;
    Out[(_e20 * 8u) + 1u] = cos(_e25);
    uint _e29 = i;
    float _e35 = x;
    Out[(_e29 * 8u) + 2u] = exp(_e35 * 0.5f);
    uint _e40 = i;
    float _e45 = x;
    Out[(_e40 * 8u) + 3u] = log(_e45);
    uint _e49 = i;
    float _e55 = x;
    Out[(_e49 * 8u) + 4u] = pow(_e55, 1.5f);
    uint _e59 = i;
    float _e65 = x;
    Out[(_e59 * 8u) + 5u] = atan2(_e65, 1.5f);
    uint _e69 = i;
    float _e75 = x;
    Out[(_e69 * 8u) + 6u] = tanh(_e75 * 0.3f);
    uint _e80 = i;
    float _e85 = x;
    Out[(_e80 * 8u) + 7u] = rsqrt(_e85);
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    const device float* In [[buffer(0)]],
    device float* Out [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    uint3 _e5 = input.gl_GlobalInvocationID_;
    gl_GlobalInvocationID = _e5;
    _glsl_main(gl_GlobalInvocationID, In, Out);
    return;
}
