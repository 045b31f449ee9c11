#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
    packed_uint3 gl_LocalInvocationID_;
    uint gl_LocalInvocationIndex_;
    uint3 gl_WorkGroupID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 48, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_LocalInvocationID_) == 16, "_glsl_In::gl_LocalInvocationID_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_LocalInvocationIndex_) == 28, "_glsl_In::gl_LocalInvocationIndex_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_WorkGroupID_) == 32, "_glsl_In::gl_WorkGroupID_: offset");
#endif

void _glsl_main(thread uint3& gl_GlobalInvocationID, thread uint3& gl_LocalInvocationID, thread uint& gl_LocalInvocationIndex, thread uint3& gl_WorkGroupID, device uint* Out) {
    uint3 did = {};
    uint3 gid = {};
    uint3 t = {};
    uint idx = {};
    did = gl_GlobalInvocationID;
    gid = gl_WorkGroupID;
    t = gl_LocalInvocationID;
    idx = (((did.z * 4u) + did.y) * 4u) + did.x;
    Out[idx] = (((((gid.x + (gid.y * 10u)) + (gid.z * 100u)) + (t.x * 1000u)) + (t.y * 10000u)) + (t.z * 100000u)) + (gl_LocalInvocationIndex * 1000000u);
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    uint3 gl_LocalInvocationID_1 [[thread_position_in_threadgroup]],
    uint gl_LocalInvocationIndex_1 [[thread_index_in_threadgroup]],
    uint3 gl_WorkGroupID_1 [[threadgroup_position_in_grid]],
    device uint* Out [[buffer(0)]]
) {
    uint3 gl_GlobalInvocationID = {};
    uint3 gl_LocalInvocationID = {};
    uint gl_LocalInvocationIndex = {};
    uint3 gl_WorkGroupID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1, gl_LocalInvocationID_1, gl_LocalInvocationIndex_1, gl_WorkGroupID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    gl_LocalInvocationID = uint3(input.gl_LocalInvocationID_);
    gl_LocalInvocationIndex = input.gl_LocalInvocationIndex_;
    gl_WorkGroupID = input.gl_WorkGroupID_;
    _glsl_main(gl_GlobalInvocationID, gl_LocalInvocationID, gl_LocalInvocationIndex, gl_WorkGroupID, Out);
    return;
}
