#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
    uint3 gl_LocalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_LocalInvocationID_) == 16, "_glsl_In::gl_LocalInvocationID_: offset");
#endif

constant uint gl_WorkGroupSize_z [[function_constant(7)]];
constant uint gl_WorkGroupSize_z_value = is_function_constant_defined(gl_WorkGroupSize_z) ? gl_WorkGroupSize_z : 1u;
constant int WIDTH [[function_constant(4)]];
constant int WIDTH_value = is_function_constant_defined(WIDTH) ? WIDTH : 64;

void _glsl_init_globals(thread uint3& gl_WorkGroupSize) {
    gl_WorkGroupSize = uint3(uint(WIDTH_value), 2u, gl_WorkGroupSize_z_value);
    return;
}

void _glsl_main(thread uint3& gl_GlobalInvocationID, thread uint3& gl_LocalInvocationID, thread uint3& gl_WorkGroupSize, device uint* values) {
    uint flat_id = {};
    uint3 size = {};
    flat_id = gl_LocalInvocationID.x + (gl_LocalInvocationID.y * uint(WIDTH_value));
    size = gl_WorkGroupSize;
    values[gl_GlobalInvocationID.x] = flat_id + (size.y * size.z);
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    uint3 gl_LocalInvocationID_1 [[thread_position_in_threadgroup]],
    device uint* values [[buffer(0)]]
) {
    uint3 gl_GlobalInvocationID = {};
    uint3 gl_LocalInvocationID = {};
    uint3 gl_WorkGroupSize = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1, gl_LocalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    gl_LocalInvocationID = input.gl_LocalInvocationID_;
    _glsl_init_globals(gl_WorkGroupSize);
    _glsl_main(gl_GlobalInvocationID, gl_LocalInvocationID, gl_WorkGroupSize, values);
    return;
}
