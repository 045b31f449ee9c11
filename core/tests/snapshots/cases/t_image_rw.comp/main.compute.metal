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

void _glsl_main(thread uint3& gl_GlobalInvocationID, texture2d<float, access::read_write> img, texture2d<float, access::write> dst, device float4* o) {
    int2 p = {};
    float4 v = {};
    p = int2(gl_GlobalInvocationID.xy);
    float4 _e8 = img.read(uint2(p));
    v = _e8;
    int2 _e18 = p;
    img.write((v * float4(2.0f)) + float4(float(_e18.x), float(_e18.y), 0.0f, 1.0f), uint2(p));
    img.fence();
    dst.write(float4(v.x + v.y), uint2(int2(3, 3) - p));
    o[uint((p.y * 4) + p.x)] = v;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    texture2d<float, access::read_write> img [[texture(0)]],
    texture2d<float, access::write> dst [[texture(1)]],
    device float4* o [[buffer(0)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, img, dst, o);
    return;
}
