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
    i = gl_GlobalInvocationID.x;
    a = In[i];
    b = In[7u - i];
    Out[(i * 3u) + 0u] = (a * b) + half(0.5f);
    Out[(i * 3u) + 1u] = max(a, b) - min(a, b);
    Out[(i * 3u) + 2u] = half(float(a) * 0.25f);
    Wide[i] = float(a + b);
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
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, In, Out, Wide);
    return;
}
