#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    texture2d<float> tex [[texture(0)]],
    sampler s [[sampler(0)]],
    device float4* o [[buffer(0)]]
) {
    float4 _e11 = tex.sample(s, float2(0.5f, 0.5f), level(0.0f));
    o[0u] = float4(_e11.x, 0.0f, 0.0f, 1.0f);
    float4 _e31 = tex.sample(s, float2(0.25f, 0.25f), level(0.0f));
    o[1u] = float4(_e31.x, 0.0f, 0.0f, 1.0f);
    float4 _e51 = tex.sample(s, float2(0.0f, 0.0f), level(0.0f));
    o[2u] = float4(_e51.x, 0.0f, 0.0f, 1.0f);
    float4 _e71 = tex.sample(s, float2(0.75f, 0.25f), level(0.0f));
    o[3u] = float4(_e71.x, 0.0f, 0.0f, 1.0f);
    float4 _e89 = tex.gather(s, float2(0.5f, 0.5f));
    o[4u] = _e89;
    float4 _e101 = tex.sample(s, float2(0.375f, 0.625f), level(0.0f));
    o[5u] = float4(_e101.x, 0.0f, 0.0f, 1.0f);
    return;
}
