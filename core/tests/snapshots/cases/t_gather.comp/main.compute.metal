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
    float2 uv = {};
    p = int2(gl_GlobalInvocationID.xy);
    i = uint((p.y * 4) + p.x);
    uv = float2(0.1f + (0.21f * float(p.x)), 0.05f + (0.23f * float(p.y)));
    float4 _e36 = tex.gather(tex_sampler, uv);
    o[i] = _e36;
    float4 _e45 = tex.gather(tex_sampler, uv, int2(0), component::y);
    o[16u + i] = _e45;
    float4 _e54 = tex.gather(tex_sampler, uv, int2(0), component::w);
    o[32u + i] = _e54;
    float4 _e67 = tex.gather(tex_sampler, uv, int2(1, -1), component::z);
    o[48u + i] = _e67;
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
