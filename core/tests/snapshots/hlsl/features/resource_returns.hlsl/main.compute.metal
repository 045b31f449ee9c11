#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Stream {
    uint count;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Stream) == 4, "Stream: size");
static_assert(__builtin_offsetof(Stream, count) == 0, "Stream::count: offset");
#endif

Stream make_0() {
    Stream s = {};
    s.count = 4u;
    return s;
}

void output_0(device atomic_uint* gCalls) {
    atomic_fetch_add_explicit(&gCalls[0u >> 2u], 1u, memory_order_relaxed);
    return;
}

float4 twice_0(uint i, const device float4* gA) {
    return gA[i] * float4(2.0f);
}

kernel void main0(
    uint3 i [[thread_position_in_grid]],
    const device float4* gA [[buffer(0)]],
    const device float4* gB [[buffer(1)]],
    device float4* gOut [[buffer(2)]],
    device atomic_uint* gCalls [[buffer(3)]]
) {
    uint i_1 = {};
    Stream s = {};
    i_1 = i.x;
    Stream _e4 = make_0();
    s = _e4;
    output_0(gCalls);
    uint _e6 = i_1;
    float4 _e14 = gA[i_1];
    float4 _e15 = gB[i_1];
    float4 _e23 = gB[i_1 % s.count];
    float4 _e26 = twice_0(i_1, gA);
    gOut[_e6] = ((_e14 + _e15) + _e23) + _e26;
    return;
}
