#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    texture2d<float> Albedo [[texture(0)]],
    texture2d<float, access::write> Normals [[texture(1)]],
    device uint* Raw [[buffer(0)]]
) {
    uint3 id_1 = {};
    uint mask = {};
    float4 texel = {};
    uint offset = {};
    id_1 = id;
    mask = 10u | 5u;
    uint2 _e11 = id_1.xy;
    int3 _e16 = int3(int(_e11.x), int(_e11.y), 0);
    float4 _e19 = Albedo.read(uint2(_e16.xy), uint(_e16.z));
    texel = _e19;
    Normals.write((texel * float4(2.0f)) - float4(1.0f), uint2(id_1.xy));
    offset = (id_1.x * 16u) + (12u * (id_1.y & mask));
    Raw[offset >> 2u] = 16u + 6u;
    return;
}
