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

void _glsl_main(thread uint3& gl_GlobalInvocationID, const device float* A, const device float* B, device float* Out) {
    uint i = {};
    float a = {};
    float b = {};
    i = gl_GlobalInvocationID.x;
    a = A[i];
    b = B[i];
    Out[(i * 4u) + 0u] = a + b;
    Out[(i * 4u) + 1u] = a - b;
    Out[(i * 4u) + 2u] = a * b;
    Out[(i * 4u) + 3u] = a / b;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    const device float* A [[buffer(0)]],
    const device float* B [[buffer(1)]],
    device float* Out [[buffer(2)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, A, B, Out);
    return;
}
