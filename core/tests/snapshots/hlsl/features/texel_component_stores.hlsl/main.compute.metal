#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    texture2d<float, access::read_write> color [[texture(0)]],
    texture_buffer<uint, access::write> counts [[texture(1)]],
    texture3d<uint, access::read_write> cells [[texture(2)]]
) {
    uint3 id_1 = {};
    id_1 = id;
    uint2 _e4 = id_1.xy;
    float2 _e7 = float2(0.5f, 1.0f);
    float4 _e8 = color.read(uint2(_e4));
    color.write(float4(_e8.x, _e8.y, _e7.x, _e7.y), uint2(_e4));
    color.fence();
    uint2 _e20 = id_1.xy + uint2(8u);
    float4 _e22 = color.read(uint2(_e20));
    float4 _e26 = color.read(uint2(_e20));
    color.write(float4(_e22.x * 2.0f, _e26.y, _e26.z, _e26.w), uint2(_e20));
    color.fence();
    counts.write(uint4(id_1.y, 0u, 0u, 0u), uint(id_1.x));
    uint3 _e39 = id_1;
    uint4 _e42 = cells.read(uint3(_e39));
    uint3 _e43 = _e42.xyz;
    cells.write(uint4(uint3(_e43.x, 7u, _e43.z), 0u), uint3(_e39));
    cells.fence();
    uint3 _e54 = id_1 + uint3(1u);
    uint2 _e59 = uint2(1u, 2u);
    uint4 _e60 = cells.read(uint3(_e54));
    cells.write(uint4(uint3(_e59.y, _e60.xyz.y, _e59.x), 0u), uint3(_e54));
    cells.fence();
    return;
}
