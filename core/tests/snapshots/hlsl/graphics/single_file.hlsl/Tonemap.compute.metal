#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Frame {
    float4x4 viewProj;
    float exposure;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Frame) == 80, "type_Frame: size");
static_assert(__builtin_offsetof(type_Frame, viewProj) == 0, "type_Frame::viewProj: offset");
static_assert(__builtin_offsetof(type_Frame, exposure) == 64, "type_Frame::exposure: offset");
#endif

float3 tonemap(float3 c, constant type_Frame& Frame) {
    float3 c_1 = {};
    c_1 = c;
    c_1 = c_1 * float3(Frame.exposure);
    return c_1 / (float3(1.0f) + c_1);
}

kernel void Tonemap(
    uint3 id [[thread_position_in_grid]],
    constant type_Frame& Frame [[buffer(0)]],
    texture2d<float, access::read_write> image [[texture(0)]]
) {
    uint2 id_1 = {};
    id_1 = id.xy;
    uint2 _e4 = id_1;
    float4 _e7 = image.read(uint2(id_1));
    float3 _e9 = tonemap(_e7.xyz, Frame);
    image.write(float4(_e9.x, _e9.y, _e9.z, 1.0f), uint2(_e4));
    image.fence();
    return;
}
