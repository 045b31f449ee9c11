#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    texture3d<float> tex [[texture(0)]],
    sampler s [[sampler(0)]],
    device float4* o [[buffer(0)]]
) {
    uint3 id_1 = {};
    uint i = {};
    id_1 = id;
    i = (id_1.y * 4u) + id_1.x;
    int4 _e27 = int4(int(id_1.x), int(id_1.y), int(i % 4u), 0);
    float4 _e30 = tex.read(uint3(_e27.xyz), uint(_e27.w));
    o[i] = _e30;
    float4 _e63 = tex.sample(s, float3(0.1f + (0.2f * float(id_1.x)), 0.9f - (0.2f * float(id_1.y)), 0.15f * float(i % 5u)), level(0.0f));
    o[16u + i] = _e63;
    return;
}
