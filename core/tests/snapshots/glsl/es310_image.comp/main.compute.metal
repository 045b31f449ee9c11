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

void _glsl_main(thread uint3& gl_GlobalInvocationID, texture2d<float, access::read_write> uImage) {
    int2 p = {};
    float4 c = {};
    p = int2(gl_GlobalInvocationID.xy);
    float4 _e8 = uImage.read(uint2(p));
    c = _e8;
    float3 _e16 = float3(1.0f) - c.xyz;
    uImage.write(float4(_e16.x, _e16.y, _e16.z, c.w), uint2(p));
    uImage.fence();
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    texture2d<float, access::read_write> uImage [[texture(0)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, uImage);
    return;
}
