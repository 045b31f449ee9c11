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

void _glsl_main(thread uint3& gl_GlobalInvocationID, const device float* In, device float* Out, device float* Wide) {
    uint i = {};
    float a = {};
    float b = {};
    uint _e3 = gl_GlobalInvocationID.x;
    i = _e3;
    uint _e6 = i;
    float _e8 = In[_e6];
    a = _e8;
    uint _e12 = i;
    float _e15 = In[7u - _e12];
    b = _e15;
    uint _e18 = i;
    float _e23 = a;
    float _e24 = b;
    Out[(_e18 * 3u) + 0u] = (_e23 * _e24) + 0.5f;
    uint _e30 = i;
    float _e35 = a;
    float _e36 = b;
    float _e38 = a;
    float _e39 = b;
    Out[(_e30 * 3u) + 1u] = max(_e35, _e36) - min(_e38, _e39);
    uint _e44 = i;
    float _e49 = a;
    Out[(_e44 * 3u) + 2u] = _e49 * 0.25f;
    uint _e53 = i;
    float _e55 = a;
    float _e56 = b;
    Wide[_e53] = _e55 + _e56;
    return;
}

kernel void main0(
    uint3 input_SV_DispatchThreadID [[thread_position_in_grid]],
    const device float* In [[buffer(0)]],
    device float* Out [[buffer(1)]],
    device float* Wide [[buffer(2)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {input_SV_DispatchThreadID};
    uint3 _e5 = input.gl_GlobalInvocationID_;
    gl_GlobalInvocationID = _e5;
    _glsl_main(gl_GlobalInvocationID, In, Out, Wide);
    return;
}
