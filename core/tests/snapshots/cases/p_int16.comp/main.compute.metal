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

void _glsl_main(thread uint3& gl_GlobalInvocationID, const device ushort* In, device ushort* Out, device int* Wide) {
    uint i = {};
    ushort a = {};
    ushort b = {};
    short s = {};
    i = gl_GlobalInvocationID.x;
    a = In[i];
    b = In[7u - i];
    Out[(i * 2u) + 0u] = ushort(ushort(a * b) + ushort(3u));
    Out[(i * 2u) + 1u] = ushort(ushort(a >> ushort(3)) ^ b);
    s = short(a);
    Wide[i] = (int(s) * 2) + int(b);
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    const device ushort* In [[buffer(0)]],
    device ushort* Out [[buffer(1)]],
    device int* Wide [[buffer(2)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, In, Out, Wide);
    return;
}
