#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    texture1d<float> tex [[texture(0)]],
    sampler s [[sampler(0)]],
    device float4* o [[buffer(0)]]
) {
    uint3 id_1 = {};
    id_1 = id;
    int2 _e14 = int2(int(id_1.x % 8u), 0);
    float4 _e17 = tex.read(uint(_e14.x));
    o[id_1.x] = _e17;
    float4 _e36 = tex.sample(s, (float(id_1.x) * 0.17f) - 0.9f);
    o[16u + id_1.x] = _e36;
    return;
}
