#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    texture2d<float> tex [[texture(0)]],
    sampler s [[sampler(0)]],
    device float4* o [[buffer(0)]]
) {
    uint3 id_1 = {};
    uint i = {};
    float g = {};
    float2 uv = {};
    float2 dx = {};
    float2 dy = {};
    id_1 = id;
    i = (id_1.y * 4u) + id_1.x;
    g = exp2(float(i % 8u) - 3.0f) / 16.0f;
    uv = float2(0.4f + (0.03f * float(id_1.x)), 0.55f - (0.04f * float(id_1.y)));
    dx = ((i & 1u) == 0u) ? float2(g, 0.0f) : float2(0.0f, g);
    dy = ((i & 1u) == 0u) ? float2(0.0f, g * 0.5f) : float2(g * 0.5f, 0.0f);
    float4 _e79 = tex.sample(s, uv, gradient2d(dx, dy));
    o[i] = _e79;
    return;
}
