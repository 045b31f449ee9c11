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
    id_1 = id;
    i = (id_1.y * 4u) + id_1.x;
    uv = float2((float(id_1.x) * 0.45f) - 0.4f, (float(id_1.y) * 0.43f) - 0.35f);
    float _e37 = shadow.sample_compare(s, uv, float(i) / 16.0f, level(0.0f));
    o[i] = float4(_e37, 0.0f, 0.0f, 1.0f);
    return;
}
