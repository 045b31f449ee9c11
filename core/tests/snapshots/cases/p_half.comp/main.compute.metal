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

void _glsl_main(thread uint3& gl_GlobalInvocationID, const device half* In, device half* Out, device float* Wide) {
    uint i = {};
    half a = {};
    half b = {};
    uint _e3 = gl_GlobalInvocationID.x;
    i = _e3;
    uint _e6 = i;
    half _e8 = In[_e6];
    a = _e8;
    uint _e12 = i;
    half _e15 = In[7u - _e12];
    b = _e15;
    uint _e18 = i;
    half _e23 = a;
    half _e24 = b;
    Out[(_e18 * 3u) + 0u] = (_e23 * _e24) + half(0.5f);
    uint _e31 = i;
    half _e36 = a;
    half _e37 = b;
    half _e39 = a;
    half _e40 = b;
    Out[(_e31 * 3u) + 1u] = max(_e36, _e37) - min(_e39, _e40);
    uint _e45 = i;
    half _e50 = a;
    Out[(_e45 * 3u) + 2u] = half(float(_e50) * 0.25f);
    uint _e56 = i;
    half _e58 = a;
    half _e59 = b;
    Wide[_e56] = float(_e58 + _e59);
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    const device half* In [[buffer(0)]],
    device half* Out [[buffer(1)]],
    device float* Wide [[buffer(2)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    uint3 _e5 = input.gl_GlobalInvocationID_;
    gl_GlobalInvocationID = _e5;
    _glsl_main(gl_GlobalInvocationID, In, Out, Wide);
    return;
}
