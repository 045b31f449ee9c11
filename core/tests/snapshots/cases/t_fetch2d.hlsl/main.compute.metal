#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    texture2d<float> tex [[texture(0)]],
    device float4* o [[buffer(0)]]
) {
    uint3 id_1 = {};
    uint i = {};
    id_1 = id;
    i = (id_1.y * 4u) + id_1.x;
    uint2 _e17 = id_1.xy;
    int3 _e22 = int3(int(_e17.x), int(_e17.y), 0);
    float4 _e25 = tex.read(uint2(_e22.xy), uint(_e22.z));
    o[i] = _e25;
    uint2 _e38 = id_1.xy / uint2(2u);
    int3 _e44 = int3(int(_e38.x), int(_e38.y), 1);
    float4 _e47 = tex.read(uint2(_e44.xy), uint(_e44.z));
    o[16u + i] = _e47;
    return;
}
