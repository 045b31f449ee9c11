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
    float2 uv = {};
    id_1 = id;
    uv = float2((float(id_1.x) * 0.37f) - 0.6f, (float(id_1.y) * 0.41f) - 0.7f);
    float4 _e33 = tex.sample(s, uv, level(0.0f));
    o[(id_1.y * 4u) + id_1.x] = _e33;
    return;
}
