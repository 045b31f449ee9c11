#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    texture2d_array<float> tex [[texture(0)]],
    sampler s [[sampler(0)]],
    device float4* o [[buffer(0)]]
) {
    uint3 id_1 = {};
    uint i = {};
    id_1 = id;
    i = (id_1.y * 4u) + id_1.x;
    uint2 _e21 = id_1.xy;
    int4 _e27 = int4(int(_e21.x), int(_e21.y), int(i % 3u), 0);
    int3 _e28 = _e27.xyz;
    float4 _e32 = tex.read(uint2(_e28.xy), uint(_e28.z), uint(_e27.w));
    o[i] = _e32;
    float2 _e51 = (float2(id_1.xy) + float2(0.3f)) / float2(4.0f);
    float3 _e59 = float3(_e51.x, _e51.y, float(i % 3u));
    float4 _e66 = tex.sample(s, _e59.xy, uint(int(rint(_e59.z))), level(0.0f));
    o[16u + i] = _e66;
    return;
}
