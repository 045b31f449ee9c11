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

void _glsl_main(thread uint3& gl_GlobalInvocationID, const device float* In, device uint* Out) {
    uint i = {};
    float x = {};
    int n = {};
    uint u = {};
    i = gl_GlobalInvocationID.x;
    x = In[i];
    n = int(x);
    u = uint(abs(x));
    Out[(i * 6u) + 0u] = uint(n);
    Out[(i * 6u) + 1u] = u;
    Out[(i * 6u) + 2u] = as_type<uint>(float(n) * 0.5f);
    Out[(i * 6u) + 3u] = as_type<uint>(float((u * 3000u) + 16777217u));
    Out[(i * 6u) + 4u] = as_type<uint>(x) ^ 2147483648u;
    Out[(i * 6u) + 5u] = as_type<uint>(as_type<float>(as_type<uint>(x) + 1u) - x);
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    const device float* In [[buffer(0)]],
    device uint* Out [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, In, Out);
    return;
}
