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

void _glsl_main(thread uint3& gl_GlobalInvocationID, texture2d<float, access::read_write> img, device float4* o) {
    int2 p = {};
    float t = {};
    float4 old = {};
    p = int2(gl_GlobalInvocationID.xy);
    t = float((p.y * 4) + p.x);
    float4 _e17 = img.read(uint2(p));
    old = _e17;
    img.write(float4(t / 15.0f, (t * 0.1f) - 0.3f, 1.7f - (t * 0.1f), (old.x * 0.5f) + 0.002f), uint2(p));
    img.fence();
    o[uint((p.y * 4) + p.x)] = old;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    texture2d<float, access::read_write> img [[texture(0)]],
    device float4* o [[buffer(0)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, img, o);
    return;
}
