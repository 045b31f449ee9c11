#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    texture2d<float, access::read_write> img [[texture(0)]],
    texture2d<float, access::write> dst [[texture(1)]],
    device float4* o [[buffer(0)]]
) {
    uint3 id_1 = {};
    float4 v = {};
    id_1 = id;
    float4 _e6 = img.read(uint2(id_1.xy));
    v = _e6;
    uint2 _e18 = id_1.xy;
    img.write((v * float4(2.0f)) + float4(float(_e18.x), float(_e18.y), 0.0f, 1.0f), uint2(id_1.xy));
    img.fence();
    dst.write(float4(v.x + v.y, 0.0f, 0.0f, 0.0f), uint2(uint2(3u, 3u) - id_1.xy));
    o[(id_1.y * 4u) + id_1.x] = v;
    return;
}
