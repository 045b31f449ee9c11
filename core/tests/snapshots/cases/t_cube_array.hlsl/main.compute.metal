#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    texturecube_array<float> tex [[texture(0)]],
    sampler s [[sampler(0)]],
    device float4* o [[buffer(0)]]
) {
    uint3 id_1 = {};
    uint i = {};
    float a = {};
    float b = {};
    float3 d = {};
    id_1 = id;
    i = (id_1.y * 4u) + id_1.x;
    a = (0.3f * float(id_1.x)) - 0.45f;
    b = (0.25f * float(id_1.y)) - 0.4f;
    d = ((i & 1u) == 0u) ? float3(b, -1.0f, a) : float3(a, b, 1.0f);
    float3 _e55 = d;
    float4 _e59 = float4(_e55.x, _e55.y, _e55.z, float(i % 2u));
    float4 _e66 = tex.sample(s, _e59.xyz, uint(int(rint(_e59.w))), level(0.0f));
    o[i] = _e66;
    return;
}
