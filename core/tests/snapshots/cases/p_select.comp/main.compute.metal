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

void _glsl_main(thread uint3& gl_GlobalInvocationID, const device int4* In, device uint4* Out) {
    uint i = {};
    int4 v = {};
    bool4 neg = {};
    uint flags = {};
    i = gl_GlobalInvocationID.x;
    v = In[i];
    neg = v < int4(0);
    Out[(i * 3u) + 0u] = uint4(neg);
    Out[(i * 3u) + 1u] = uint4(select(v * int4(2), -v, neg));
    flags = ((any(neg) ? 1u : 0u) | (all(v != int4(0)) ? 2u : 0u)) | ((v.x > v.w) ? 4u : 0u);
    Out[(i * 3u) + 2u] = uint4(flags, uint(v.y == v.z), uint(max(v.x, v.y)), uint(min(v.z, v.w)));
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    const device int4* In [[buffer(0)]],
    device uint4* Out [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, In, Out);
    return;
}
