#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Frame {
    float4 TexSize;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Frame) == 16, "type_Frame: size");
static_assert(__builtin_offsetof(type_Frame, TexSize) == 0, "type_Frame::TexSize: offset");
#endif

float2 get_uv(int2 pix, float4 size) {
    return (float2(pix) + float2(0.5f)) * size.zw;
}

float2 get_uv_1(float2 pix, float4 size) {
    return pix * size.zw;
}

kernel void main0(
    uint3 px [[thread_position_in_grid]],
    constant type_Frame& Frame [[buffer(0)]],
    texture2d<float, access::write> Output [[texture(0)]]
) {
    uint2 px_1 = {};
    float2 centre = {};
    float2 corner = {};
    px_1 = px.xy;
    float2 _e9 = get_uv(int2(px_1), Frame.TexSize);
    centre = _e9;
    float2 _e16 = get_uv_1(float2(px_1), Frame.TexSize);
    corner = _e16;
    Output.write(float4(centre - corner, 0.0f, 0.0f), uint2(px_1));
    return;
}
