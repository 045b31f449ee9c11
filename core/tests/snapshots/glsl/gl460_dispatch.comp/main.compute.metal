#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
    uint3 gl_NumWorkGroups_;
    uint3 gl_WorkGroupID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 48, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_NumWorkGroups_) == 16, "_glsl_In::gl_NumWorkGroups_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_WorkGroupID_) == 32, "_glsl_In::gl_WorkGroupID_: offset");
#endif

constant uint3 gl_WorkGroupSize = uint3(8u, 8u, 1u);

void _glsl_main(thread uint3& gl_GlobalInvocationID, thread uint3& gl_NumWorkGroups, thread uint3& gl_WorkGroupID, device uint* ids) {
    uint3 size = {};
    uint3 g = {};
    size = gl_NumWorkGroups * gl_WorkGroupSize;
    g = gl_GlobalInvocationID;
    ids[(g.y * size.x) + g.x] = gl_WorkGroupID.x + (gl_WorkGroupID.y * gl_NumWorkGroups.x);
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    uint3 gl_NumWorkGroups_1 [[threadgroups_per_grid]],
    uint3 gl_WorkGroupID_1 [[threadgroup_position_in_grid]],
    device uint* ids [[buffer(0)]]
) {
    uint3 gl_GlobalInvocationID = {};
    uint3 gl_NumWorkGroups = {};
    uint3 gl_WorkGroupID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1, gl_NumWorkGroups_1, gl_WorkGroupID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    gl_NumWorkGroups = input.gl_NumWorkGroups_;
    gl_WorkGroupID = input.gl_WorkGroupID_;
    _glsl_main(gl_GlobalInvocationID, gl_NumWorkGroups, gl_WorkGroupID, ids);
    return;
}
