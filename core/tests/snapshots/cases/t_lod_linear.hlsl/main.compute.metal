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
    float lod = {};
    float2 uv = {};
    id_1 = id;
    i = (id_1.y * 4u) + id_1.x;
    lod = (float(i) * 0.25f) - 0.4f;
    uv = float2(0.3f + (0.05f * float(id_1.x)), 0.6f - (0.07f * float(id_1.y)));
    float4 _e41 = tex.sample(s, uv, level(lod));
    o[i] = float4(_e41.x, 0.0f, 0.0f, 1.0f);
    return;
}
