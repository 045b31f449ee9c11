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

void _glsl_main(thread uint3& gl_GlobalInvocationID, device float* data, device float* sums, thread uint& _lane_index, thread uint& _lane_count) {
    float v = {};
    float total = {};
    v = data[gl_GlobalInvocationID.x];
    float _e9 = simd_sum(v);
    total = _e9;
    uint _e11 = _lane_index;
    uint _e12 = simd_broadcast_first(_e11);
    if (_e11 == _e12) {
        {
            sums[gl_GlobalInvocationID.x / _lane_count] = total;
        }
    }
    uint _e26 = gl_GlobalInvocationID.x;
    float _e29 = simd_prefix_exclusive_sum(v);
    data[_e26] = _e29 + float(_lane_index);
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    device float* data [[buffer(0)]],
    device float* sums [[buffer(1)]],
    uint _lane_index [[thread_index_in_simdgroup]],
    uint _lane_count [[threads_per_simdgroup]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, data, sums, _lane_index, _lane_count);
    return;
}
