#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Out {
    float4x4 m[1];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(__builtin_offsetof(Out, m) == 0, "Out::m: offset");
#endif

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
#endif

void _glsl_main(thread uint3& gl_GlobalInvocationID, device Out& _Out) {
    uint i = {};
    float b = {};
    i = gl_GlobalInvocationID.x;
    b = float(i) * 100.0f;
    float4 _e27 = float4(b + 1.0f, b + 2.0f, b + 3.0f, b + 4.0f);
    float4 _e40 = float4(b + 5.0f, b + 6.0f, b + 7.0f, b + 8.0f);
    float4 _e53 = float4(b + 9.0f, b + 10.0f, b + 11.0f, b + 12.0f);
    float4 _e66 = float4(b + 13.0f, b + 14.0f, b + 15.0f, b + 16.0f);
    _Out.m[i] = float4x4(float4(_e27.x, _e27.y, _e27.z, _e27.w), float4(_e40.x, _e40.y, _e40.z, _e40.w), float4(_e53.x, _e53.y, _e53.z, _e53.w), float4(_e66.x, _e66.y, _e66.z, _e66.w));
    _Out.m[i][3].w = _Out.m[i][3].w + _Out.m[i][1].x;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    device Out& _Out [[buffer(0)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, _Out);
    return;
}
