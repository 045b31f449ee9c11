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

void _glsl_main(thread uint3& gl_GlobalInvocationID, device float4* values) {
    uint i = {};
    float4 v = {};
    float4 r = {};
    i = gl_GlobalInvocationID.x;
    v = values[i];
    r = ((precise::sqrt(v) + precise::rsqrt(v)) + precise::log2(v)) + precise::exp(v);
    r = r + ((precise::atan2(v.yxwz, v) + precise::pow(abs(v), float4(0.5f))) + (precise::sin(v) * precise::cos(v)));
    values[i] = r;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    device float4* values [[buffer(0)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, values);
    return;
}
