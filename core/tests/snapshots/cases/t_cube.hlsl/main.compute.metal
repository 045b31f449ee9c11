#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    texturecube<float> tex [[texture(0)]],
    sampler s [[sampler(0)]],
    device float4* o [[buffer(0)]]
) {
    uint3 id_1 = {};
    uint i = {};
    float a = {};
    float b = {};
    float3 d = {};
    uint f = {};
    id_1 = id;
    i = (id_1.y * 4u) + id_1.x;
    a = (0.3f * float(id_1.x)) - 0.45f;
    b = (0.25f * float(id_1.y)) - 0.4f;
    f = i % 6u;
    if (f == 0u) {
        d = float3(1.0f, a, b);
    } else {
        if (f == 1u) {
            d = float3(-1.0f, a, b);
        } else {
            if (f == 2u) {
                d = float3(a, 1.0f, b);
            } else {
                if (f == 3u) {
                    d = float3(a, -1.0f, b);
                } else {
                    if (f == 4u) {
                        d = float3(a, b, 1.0f);
                    } else {
                        d = float3(a, b, -1.0f);
                    }
                }
            }
        }
    }
    float4 _e92 = tex.sample(s, d * float3(2.0f), level(0.0f));
    o[i] = _e92;
    return;
}
