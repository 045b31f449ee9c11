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

void _glsl_main(thread uint3& gl_GlobalInvocationID, texture2d<float> tex, sampler tex_sampler, device float4* o) {
    int2 p = {};
    uint i = {};
    float g = {};
    float2 uv = {};
    float2 dx = {};
    float2 dy = {};
    p = int2(gl_GlobalInvocationID.xy);
    i = uint((p.y * 4) + p.x);
    g = exp2(float(i % 8u) - 3.0f) / 16.0f;
    uv = float2(0.4f + (0.03f * float(p.x)), 0.55f - (0.04f * float(p.y)));
    dx = ((i & 1u) == 0u) ? float2(g, 0.0f) : float2(0.0f, g);
    dy = ((i & 1u) == 0u) ? float2(0.0f, g * 0.5f) : float2(g * 0.5f, 0.0f);
    float4 _e78 = tex.sample(tex_sampler, uv, gradient2d(dx, dy));
    o[i] = _e78;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    texture2d<float> tex [[texture(0)]],
    sampler tex_sampler [[sampler(0)]],
    device float4* o [[buffer(0)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, tex, tex_sampler, o);
    return;
}
