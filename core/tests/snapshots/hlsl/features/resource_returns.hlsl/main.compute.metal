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
    gOut[i_1] = (gA[i_1] + gB[i_1]) + gB[i_1 % s.count];
    return;
}
