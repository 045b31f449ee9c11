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
    uv = (float2(id_1.xy) + float2(0.4f)) / float2(4.0f);
    float4 _e35 = tex.sample(s, uv, level(0.0f), int2(-1, 2));
    o[i] = _e35;
    int3 _e50 = int3(int(id_1.y), int(id_1.x), 0);
    float4 _e60 = tex.read(uint2(as_type<int2>(as_type<uint2>(_e50.xy) + as_type<uint2>(int2(1, 0)))), uint(_e50.z));
    o[16u + i] = _e60;
    return;
}
