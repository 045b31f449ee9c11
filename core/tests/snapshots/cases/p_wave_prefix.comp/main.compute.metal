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

void _glsl_main(thread uint3& gl_GlobalInvocationID, const device uint* In, device uint4* Out, thread uint& _lane_index, thread uint& _lane_count) {
    uint v = {};
    v = In[gl_GlobalInvocationID.x];
    uint _e10 = gl_GlobalInvocationID.x;
    uint _e13 = simd_prefix_exclusive_sum(v);
    uint _e19 = simd_prefix_exclusive_product((v % 3u) + 1u);
    Out[_e10] = uint4(_e13, _e19, _lane_index, _lane_count);
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    const device uint* In [[buffer(0)]],
    device uint4* Out [[buffer(1)]],
    uint _lane_index [[thread_index_in_simdgroup]],
    uint _lane_count [[threads_per_simdgroup]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, In, Out, _lane_index, _lane_count);
    return;
}
