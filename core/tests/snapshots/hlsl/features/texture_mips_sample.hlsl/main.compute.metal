#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    texture2d<float> Color [[texture(0)]],
    texture2d_array<float> Layers [[texture(1)]],
    texture2d_ms<float> Samples [[texture(2)]],
    device float4* Out [[buffer(0)]]
) {
    uint3 id_1 = {};
    float4 coarse = {};
    float layer = {};
    float4 second = {};
    id_1 = id;
    float4 _e7 = Color.read(uint2(id_1.xy), uint(2));
    coarse = _e7;
    uint2 _e13 = id_1.xy;
    uint3 _e17 = uint3(_e13.x, _e13.y, 3u);
    float4 _e20 = Layers.read(uint2(_e17.xy), uint(_e17.z), uint(1));
    layer = _e20.x;
    float4 _e27 = Samples.read(uint2(id_1.xy), uint(1));
    second = _e27;
    Out[(id_1.y * 8u) + id_1.x] = (coarse + float4(layer)) + second;
    return;
}
