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

float4 fetch(texture2d<float, access::read_write> img, int2 p) {
    float4 _e2 = img.read(uint2(p));
    return _e2;
}

void put(texture2d<float, access::read_write> img, int2 p, float4 v) {
    img.write(v, uint2(p));
    img.fence();
    return;
}

void _glsl_main(thread uint3& gl_GlobalInvocationID, texture2d<float, access::read_write> src, texture2d<float, access::read_write> dst) {
    int2 p = {};
    p = int2(gl_GlobalInvocationID.xy);
    float4 _e8 = fetch(src, p);
    put(dst, p, _e8.zyxw);
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    texture2d<float, access::read_write> src [[texture(0)]],
    texture2d<float, access::read_write> dst [[texture(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, src, dst);
    return;
}
