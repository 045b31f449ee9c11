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

void _glsl_main(thread uint3& gl_GlobalInvocationID, texturecube_array<float> tex, sampler tex_sampler, device float4* o) {
    int2 p = {};
    uint i = {};
    float a = {};
    float b = {};
    float3 d = {};
    p = int2(gl_GlobalInvocationID.xy);
    i = uint((p.y * 4) + p.x);
    a = (0.3f * float(p.x)) - 0.45f;
    b = (0.25f * float(p.y)) - 0.4f;
    d = ((i & 1u) == 0u) ? float3(b, -1.0f, a) : float3(a, b, 1.0f);
    float3 _e55 = d;
    float4 _e59 = float4(_e55.x, _e55.y, _e55.z, float(i % 2u));
    float4 _e65 = tex.sample(tex_sampler, _e59.xyz, uint(int(rint(_e59.w))), level(0.0f));
    o[i] = _e65;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    texturecube_array<float> tex [[texture(0)]],
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
