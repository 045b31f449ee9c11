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

int4 _glsl_fetch_coord(int3 p, int lod) {
    return int4(p.x, p.y, p.z, lod);
}

void _glsl_main(thread uint3& gl_GlobalInvocationID, texture2d_array<float> tex, sampler tex_sampler, device float4* o) {
    int2 p = {};
    uint i = {};
    p = int2(gl_GlobalInvocationID.xy);
    i = uint((p.y * 4) + p.x);
    uint _e15 = i;
    int2 _e22 = p;
    int4 _e27 = _glsl_fetch_coord(int3(_e22.x, _e22.y, int(i % 3u)), 0);
    int3 _e28 = _e27.xyz;
    float4 _e32 = tex.read(uint2(_e28.xy), uint(_e28.z), uint(_e27.w));
    o[_e15] = _e32;
    float2 _e49 = (float2(p) + float2(0.3f)) / float2(4.0f);
    float3 _e56 = float3(_e49.x, _e49.y, float(i % 3u));
    float4 _e62 = tex.sample(tex_sampler, _e56.xy, uint(int(rint(_e56.z))), level(0.0f));
    o[16u + i] = _e62;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    texture2d_array<float> tex [[texture(0)]],
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
