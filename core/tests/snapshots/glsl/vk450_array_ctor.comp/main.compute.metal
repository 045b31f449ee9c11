#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    uint3 gl_LocalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_LocalInvocationID_) == 0, "_glsl_In::gl_LocalInvocationID_: offset");
#endif

void _glsl_main(thread uint3& gl_LocalInvocationID, device float* outv, thread array<float, 4>& weights) {
    uint i = {};
    array<int, 3> offsets = {};
    i = gl_LocalInvocationID.x;
    offsets = array<int, 3> {-1, 0, 1};
    outv[i] = (weights[i] * float(offsets[i % 3u])) + rint(2.5f);
    return;
}

kernel void main0(
    uint3 gl_LocalInvocationID_1 [[thread_position_in_threadgroup]],
    device float* outv [[buffer(0)]]
) {
    uint3 gl_LocalInvocationID = {};
    array<float, 4> weights = array<float, 4> {0.1f, 0.2f, 0.3f, 0.4f};
    _glsl_In input = {};
    input = _glsl_In {gl_LocalInvocationID_1};
    gl_LocalInvocationID = input.gl_LocalInvocationID_;
    _glsl_main(gl_LocalInvocationID, outv, weights);
    return;
}
