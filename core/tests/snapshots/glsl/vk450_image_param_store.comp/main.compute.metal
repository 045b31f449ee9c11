#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    packed_uint3 gl_GlobalInvocationID_;
    uint gl_LocalInvocationIndex_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_LocalInvocationIndex_) == 12, "_glsl_In::gl_LocalInvocationIndex_: offset");
#endif

void splat(texture2d<float, access::read_write> img, int2 p, float4 color) {
    img.write(color, uint2(p));
    img.fence();
    img.write(color * float4(0.5f), uint2(p + int2(1, 0)));
    img.fence();
    return;
}

void mark(texture2d_array<uint, access::read_write> target, int3 at, uint value) {
    target.write(uint4(value), uint2(at.xy), uint(at.z));
    target.fence();
    return;
}

void _glsl_main(thread uint3& gl_GlobalInvocationID, thread uint& gl_LocalInvocationIndex, texture2d<float, access::read_write> outImage, texture2d_array<uint, access::read_write> counts) {
    int2 p = {};
    p = int2(gl_GlobalInvocationID.xy);
    float2 _e16 = float2(p) / float2(64.0f);
    splat(outImage, p * int2(2), float4(_e16.x, _e16.y, 0.0f, 1.0f));
    int2 _e28 = p;
    mark(counts, int3(_e28.x, _e28.y, int(gl_LocalInvocationIndex % 2u)), gl_LocalInvocationIndex);
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    uint gl_LocalInvocationIndex_1 [[thread_index_in_threadgroup]],
    texture2d<float, access::read_write> outImage [[texture(0)]],
    texture2d_array<uint, access::read_write> counts [[texture(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    uint gl_LocalInvocationIndex = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1, gl_LocalInvocationIndex_1};
    gl_GlobalInvocationID = uint3(input.gl_GlobalInvocationID_);
    gl_LocalInvocationIndex = input.gl_LocalInvocationIndex_;
    _glsl_main(gl_GlobalInvocationID, gl_LocalInvocationIndex, outImage, counts);
    return;
}
