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
    uv = float2(0.1f + (0.2f * float(id_1.x)), 0.15f + (0.2f * float(id_1.y)));
    float4 _e37 = shadow.gather_compare(s, uv, float(i) / 16.0f);
    o[i] = _e37;
    return;
}
