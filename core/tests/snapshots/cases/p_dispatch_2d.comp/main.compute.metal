#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
    packed_uint3 gl_LocalInvocationID_;
    uint gl_LocalInvocationIndex_;
    uint3 gl_NumWorkGroups_;
    uint3 gl_WorkGroupID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 64, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_LocalInvocationID_) == 16, "_glsl_In::gl_LocalInvocationID_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_LocalInvocationIndex_) == 28, "_glsl_In::gl_LocalInvocationIndex_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_NumWorkGroups_) == 32, "_glsl_In::gl_NumWorkGroups_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_WorkGroupID_) == 48, "_glsl_In::gl_WorkGroupID_: offset");
#endif

void _glsl_main(thread uint3& gl_GlobalInvocationID, thread uint3& gl_LocalInvocationID, thread uint& gl_LocalInvocationIndex, thread uint3& gl_NumWorkGroups, thread uint3& gl_WorkGroupID, device uint4* Out) {
    uint3 did = {};
    uint width = {};
    uint idx = {};
    did = gl_GlobalInvocationID;
    width = gl_NumWorkGroups.x * 4u;
    idx = (did.y * width) + did.x;
    uint2 _e27 = gl_WorkGroupID.xy;
    uint2 _e31 = gl_LocalInvocationID.xy;
    Out[(idx * 2u) + 0u] = uint4(_e27.x, _e27.y, _e31.x, _e31.y);
    uint2 _e45 = did.xy;
    Out[(idx * 2u) + 1u] = uint4(gl_LocalInvocationIndex, _e45.x, _e45.y, idx);
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    uint3 gl_LocalInvocationID_1 [[thread_position_in_threadgroup]],
    uint gl_LocalInvocationIndex_1 [[thread_index_in_threadgroup]],
    uint3 gl_NumWorkGroups_1 [[threadgroups_per_grid]],
    uint3 gl_WorkGroupID_1 [[threadgroup_position_in_grid]],
    device uint4* Out [[buffer(0)]]
) {
    uint3 gl_GlobalInvocationID = {};
    uint3 gl_LocalInvocationID = {};
    uint gl_LocalInvocationIndex = {};
    uint3 gl_NumWorkGroups = {};
    uint3 gl_WorkGroupID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1, gl_LocalInvocationID_1, gl_LocalInvocationIndex_1, gl_NumWorkGroups_1, gl_WorkGroupID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    gl_LocalInvocationID = uint3(input.gl_LocalInvocationID_);
    gl_LocalInvocationIndex = input.gl_LocalInvocationIndex_;
    gl_NumWorkGroups = input.gl_NumWorkGroups_;
    gl_WorkGroupID = input.gl_WorkGroupID_;
    _glsl_main(gl_GlobalInvocationID, gl_LocalInvocationID, gl_LocalInvocationIndex, gl_NumWorkGroups, gl_WorkGroupID, Out);
    return;
}
