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

void _glsl_main(thread uint3& gl_GlobalInvocationID, texture3d<float> tex, sampler tex_sampler, device float4* o) {
    int2 p = {};
    uint i = {};
    p = int2(gl_GlobalInvocationID.xy);
    i = uint((p.y * 4) + p.x);
    uint _e15 = i;
    int4 _e28 = _glsl_fetch_coord(int3(p.x, p.y, int(i % 4u)), 0);
    float4 _e31 = tex.read(uint3(_e28.xyz), uint(_e28.w));
    o[_e15] = _e31;
    float4 _e61 = tex.sample(tex_sampler, float3(0.1f + (0.2f * float(p.x)), 0.9f - (0.2f * float(p.y)), 0.15f * float(i % 5u)), level(0.0f));
    o[16u + i] = _e61;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    texture3d<float> tex [[texture(0)]],
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
