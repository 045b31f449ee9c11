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

float4 blur(texture2d<float> t, sampler t_sampler, float2 uv, float d) {
    float4 _e9 = t.sample(t_sampler, uv + float2(d, 0.0f), level(0.0f));
    float4 _e14 = t.sample(t_sampler, uv - float2(d, 0.0f), level(0.0f));
    float4 _e20 = t.sample(t_sampler, uv + float2(0.0f, d), level(0.0f));
    float4 _e26 = t.sample(t_sampler, uv - float2(0.0f, d), level(0.0f));
    return float4(0.25f) * (((_e9 + _e14) + _e20) + _e26);
}

void _glsl_main(thread uint3& gl_GlobalInvocationID, texture2d<float> tex, sampler tex_sampler, texture2d<float, access::write> img, device float4* o) {
    int2 p = {};
    float4 v = {};
    p = int2(gl_GlobalInvocationID.xy);
    float4 _e19 = blur(tex, tex_sampler, (float2(p) + float2(0.5f)) / float2(4.0f), 0.125f);
    v = _e19;
    img.write(v, uint2(p));
    o[uint((p.y * 4) + p.x)] = v;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    texture2d<float> tex [[texture(0)]],
    sampler tex_sampler [[sampler(0)]],
    texture2d<float, access::write> img [[texture(1)]],
    device float4* o [[buffer(0)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, tex, tex_sampler, img, o);
    return;
}
