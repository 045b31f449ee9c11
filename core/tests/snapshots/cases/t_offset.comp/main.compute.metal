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

int3 _glsl_fetch_coord(int2 p, int lod) {
    return int3(p.x, p.y, lod);
}

void _glsl_main(thread uint3& gl_GlobalInvocationID, texture2d<float> tex, sampler tex_sampler, device float4* o) {
    int2 p = {};
    uint i = {};
    float2 uv = {};
    p = int2(gl_GlobalInvocationID.xy);
    i = uint((p.y * 4) + p.x);
    uv = (float2(p) + float2(0.4f)) / float2(4.0f);
    float4 _e36 = tex.sample(tex_sampler, uv, level(0.0f), int2(-1, 2));
    o[i] = _e36;
    uint _e39 = i;
    int3 _e53 = _glsl_fetch_coord(int2(p.y, p.x) + int2(1, 0), 0);
    float4 _e56 = tex.read(uint2(_e53.xy), uint(_e53.z));
    o[16u + _e39] = _e56;
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
