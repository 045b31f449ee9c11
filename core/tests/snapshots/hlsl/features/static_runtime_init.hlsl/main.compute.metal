#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Frame {
    float4 tint;
    float exposure;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Frame) == 32, "type_Frame: size");
static_assert(__builtin_offsetof(type_Frame, tint) == 0, "type_Frame::tint: offset");
static_assert(__builtin_offsetof(type_Frame, exposure) == 16, "type_Frame::exposure: offset");
#endif

float4 accumulate(float4 v, thread float4& scaledTint, thread float4& total, thread bool& total_initialized) {
    if (!total_initialized) {
        total_initialized = true;
        total = scaledTint;
    }
    total = total + v;
    return total;
}

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    constant type_Frame& Frame [[buffer(0)]],
    device float4* Out [[buffer(1)]]
) {
    float4 scaledTint = {};
    array<float2, 2> pairs = {};
    float4 doubled = {};
    float4 total = {};
    bool total_initialized = {};
    uint3 id_1 = {};
    float4 a = {};
    float4 b = {};
    id_1 = id;
    scaledTint = Frame.tint * float4(Frame.exposure);
    pairs = array<float2, 2> {float2(1.0f, 2.0f), float2(Frame.tint.x, 4.0f)};
    doubled = scaledTint * float4(2.0f);
    float4 _e35 = accumulate(doubled, scaledTint, total, total_initialized);
    a = _e35;
    float2 _e42 = pairs[1];
    float4 _e48 = accumulate(float4(_e42.x, _e42.y, 0.0f, 0.0f), scaledTint, total, total_initialized);
    b = _e48;
    Out[id_1.x] = a + b;
    return;
}
