#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

float4 blur(texture2d<float> t, sampler ss, float2 uv, float d) {
    float4 _e11 = t.sample(ss, uv + float2(d, 0.0f), level(0.0f));
    float4 _e18 = t.sample(ss, uv - float2(d, 0.0f), level(0.0f));
    float4 _e26 = t.sample(ss, uv + float2(0.0f, d), level(0.0f));
    float4 _e34 = t.sample(ss, uv - float2(0.0f, d), level(0.0f));
    return float4(0.25f) * (((_e11 + _e18) + _e26) + _e34);
}

void put(texture2d<float, access::read_write> target, uint2 p, float4 v) {
    target.write(v, p);
    target.fence();
    return;
}

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    texture2d<float> tex [[texture(0)]],
    sampler s [[sampler(0)]],
    texture2d<float, access::read_write> img [[texture(1)]],
    device float4* o [[buffer(0)]]
) {
    uint3 id_1 = {};
    float4 v = {};
    id_1 = id;
    float4 _e17 = blur(tex, s, (float2(id_1.xy) + float2(0.5f)) / float2(4.0f), 0.125f);
    v = _e17;
    put(img, id_1.xy, v);
    o[(id_1.y * 4u) + id_1.x] = v;
    return;
}
