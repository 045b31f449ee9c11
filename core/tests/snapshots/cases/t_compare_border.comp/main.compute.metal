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
    p = int2(gl_GlobalInvocationID.xy);
    i = uint((p.y * 4) + p.x);
    uv = float2((float(p.x) * 0.45f) - 0.4f, (float(p.y) * 0.43f) - 0.35f);
    uint _e31 = i;
    float2 _e39 = uv;
    float2 _e43 = _glsl_cmp_coord(float3(_e39.x, _e39.y, float(i) / 16.0f));
    float2 _e48 = uv;
    float _e52 = _glsl_cmp_ref(float3(_e48.x, _e48.y, float(i) / 16.0f));
    float _e53 = shadow.sample_compare(shadow_sampler, _e43, _e52, level(0.0f));
    o[_e31] = float4(_e53, 0.0f, 0.0f, 1.0f);
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
