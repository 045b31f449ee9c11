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
    float2 uv = {};
    id_1 = id;
    i = (id_1.y * 4u) + id_1.x;
    uv = float2(0.13f + (0.11f * float(id_1.x)), 0.21f + (0.09f * float(id_1.y)));
    float4 _e44 = tex.sample(s, uv, level(((i & 1u) == 0u) ? (-1.0f) : 0.75f));
    o[i] = _e44;
    return;
}
