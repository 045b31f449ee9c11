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

float2 _glsl_cmp_coord(float3 p) {
    return p.xy;
}

float _glsl_cmp_ref(float3 p) {
    return p.z;
}

void _glsl_main(thread uint3& gl_GlobalInvocationID, depth2d<float> shadow, sampler shadow_sampler, device float4* o) {
    int2 p = {};
    uint i = {};
    float2 uv = {};
    float ref = {};
    p = int2(gl_GlobalInvocationID.xy);
    i = uint((p.y * 4) + p.x);
    uv = float2(0.07f + (0.23f * float(p.x)), 0.11f + (0.21f * float(p.y)));
    ref = float(i) / 16.0f;
    uint _e36 = i;
    float2 _e40 = uv;
    float2 _e45 = _glsl_cmp_coord(float3(_e40.x, _e40.y, ref));
    float2 _e46 = uv;
    float _e51 = _glsl_cmp_ref(float3(_e46.x, _e46.y, ref));
    float _e52 = shadow.sample_compare(shadow_sampler, _e45, _e51, level(0.0f));
    float2 _e56 = uv;
    float2 _e60 = _glsl_cmp_coord(float3(_e56.x, _e56.y, 0.5f));
    float2 _e62 = uv;
    float _e66 = _glsl_cmp_ref(float3(_e62.x, _e62.y, 0.5f));
    float _e70 = shadow.sample_compare(shadow_sampler, _e60, _e66, level(0.0f), int2(1, 0));
    o[_e36] = float4(_e52, _e70, 0.0f, 1.0f);
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    depth2d<float> shadow [[texture(0)]],
    sampler shadow_sampler [[sampler(0)]],
    device float4* o [[buffer(0)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, shadow, shadow_sampler, o);
    return;
}
