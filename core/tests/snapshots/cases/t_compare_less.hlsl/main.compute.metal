#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    depth2d<float> shadow [[texture(0)]],
    sampler s [[sampler(0)]],
    device float4* o [[buffer(0)]]
) {
    uint3 id_1 = {};
    uint i = {};
    float2 uv = {};
    float ref = {};
    id_1 = id;
    i = (id_1.y * 4u) + id_1.x;
    uv = float2(0.07f + (0.23f * float(id_1.x)), 0.11f + (0.21f * float(id_1.y)));
    ref = float(i) / 16.0f;
    float _e39 = shadow.sample_compare(s, uv, ref, level(0.0f));
    float _e47 = shadow.sample_compare(s, uv, 0.5f, level(0.0f), int2(1, 0));
    o[i] = float4(_e39, _e47, 0.0f, 1.0f);
    return;
}
