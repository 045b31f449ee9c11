#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

void _glsl_main(texture2d<float> tex, sampler tex_sampler, device float4* o) {
    float4 _e10 = tex.sample(tex_sampler, float2(0.5f, 0.5f), level(0.0f));
    o[0u] = _e10;
    float4 _e21 = tex.sample(tex_sampler, float2(0.25f, 0.25f), level(0.0f));
    o[1u] = _e21;
    float4 _e32 = tex.sample(tex_sampler, float2(0.0f, 0.0f), level(0.0f));
    o[2u] = _e32;
    float4 _e43 = tex.sample(tex_sampler, float2(0.75f, 0.25f), level(0.0f));
    o[3u] = _e43;
    float4 _e53 = tex.gather(tex_sampler, float2(0.5f, 0.5f));
    o[4u] = _e53;
    float4 _e64 = tex.sample(tex_sampler, float2(0.375f, 0.625f), level(0.0f));
    o[5u] = _e64;
    return;
}

kernel void main0(
    texture2d<float> tex [[texture(0)]],
    sampler tex_sampler [[sampler(0)]],
    device float4* o [[buffer(0)]]
) {
    _glsl_main(tex, tex_sampler, o);
    return;
}
