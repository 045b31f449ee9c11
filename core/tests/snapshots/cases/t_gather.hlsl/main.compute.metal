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
    uv = float2(0.1f + (0.21f * float(id_1.x)), 0.05f + (0.23f * float(id_1.y)));
    float4 _e33 = tex.gather(s, uv);
    o[i] = _e33;
    float4 _e43 = tex.gather(s, uv, int2(0), component::y);
    o[16u + i] = _e43;
    float4 _e53 = tex.gather(s, uv, int2(0), component::w);
    o[32u + i] = _e53;
    float4 _e67 = tex.gather(s, uv, int2(1, -1), component::z);
    o[48u + i] = _e67;
    return;
}
