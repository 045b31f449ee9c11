#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct main0_in {
    float4 color [[user(COLOR0)]];
};

fragment void main0(
    main0_in stage_in [[stage_in]],
    float4 pos [[position]],
    texture2d<float, access::read_write> Accum [[texture(0), raster_order_group(0)]],
    device uint* Counts [[buffer(0), raster_order_group(0)]],
    device uint* Depths [[buffer(1), raster_order_group(0)]]
) {
    float4 color = stage_in.color;
    float4 pos_1 = {};
    float4 color_1 = {};
    uint2 px = {};
    float4 dst = {};
    uint index = {};
    pos_1 = pos;
    color_1 = color;
    px = uint2(pos_1.xy);
    float4 _e11 = Accum.read(uint2(px));
    dst = _e11;
    Accum.write((color_1 * float4(color_1.w)) + (dst * float4(1.0f - color_1.w)), uint2(px));
    Accum.fence();
    index = (px.y * 1024u) + px.x;
    Counts[(index * 4u) >> 2u] = Counts[(index * 4u) >> 2u] + 1u;
    Depths[index] = max(Depths[index], as_type<uint>(pos_1.z));
    return;
}
