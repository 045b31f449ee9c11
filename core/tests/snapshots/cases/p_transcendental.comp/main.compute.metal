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
    i = gl_GlobalInvocationID.x;
    x = In[i];
    Out[(i * 8u) + 0u] = sin(x);
    Out[(i * 8u) + 1u] = cos(x);
    Out[(i * 8u) + 2u] = exp(x * 0.5f);
    Out[(i * 8u) + 3u] = log(x);
    Out[(i * 8u) + 4u] = pow(x, 1.5f);
    Out[(i * 8u) + 5u] = atan2(x, 1.5f);
    Out[(i * 8u) + 6u] = tanh(x * 0.3f);
    Out[(i * 8u) + 7u] = rsqrt(x);
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
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, In, Out);
    return;
}
