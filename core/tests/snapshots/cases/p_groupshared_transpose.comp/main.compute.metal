#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    uint3 gl_LocalInvocationID_;
    uint3 gl_WorkGroupID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_LocalInvocationID_) == 0, "_glsl_In::gl_LocalInvocationID_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_WorkGroupID_) == 16, "_glsl_In::gl_WorkGroupID_: offset");
#endif

void _glsl_main(thread uint3& gl_LocalInvocationID, thread uint3& gl_WorkGroupID, const device uint* In, device uint* Out, threadgroup array<array<uint, 8>, 8>& tile) {
    uint3 t = {};
    uint base = {};
    t = gl_LocalInvocationID;
    base = gl_WorkGroupID.x * 64u;
    tile[t.y][t.x] = In[(base + (t.y * 8u)) + t.x];
    threadgroup_barrier(mem_flags::mem_threadgroup);
    Out[(base + (t.y * 8u)) + t.x] = tile[t.x][t.y] + (gl_WorkGroupID.x * 1000u);
    return;
}

kernel void main0(
    uint3 gl_LocalInvocationID_1 [[thread_position_in_threadgroup]],
    uint3 gl_WorkGroupID_1 [[threadgroup_position_in_grid]],
    const device uint* In [[buffer(0)]],
    device uint* Out [[buffer(1)]]
) {
    uint3 gl_LocalInvocationID = {};
    uint3 gl_WorkGroupID = {};
    threadgroup array<array<uint, 8>, 8> tile;
    _glsl_In input = {};
    input = _glsl_In {gl_LocalInvocationID_1, gl_WorkGroupID_1};
    gl_LocalInvocationID = input.gl_LocalInvocationID_;
    gl_WorkGroupID = input.gl_WorkGroupID_;
    _glsl_main(gl_LocalInvocationID, gl_WorkGroupID, In, Out, tile);
    return;
}
