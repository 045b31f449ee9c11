#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device half* A [[buffer(0)]],
    device half* OutH [[buffer(1)]],
    device short* OutI [[buffer(2)]],
    device ushort* OutU [[buffer(3)]]
) {
    uint3 id_1 = {};
    uint i = {};
    half a = {};
    ushort base = {};
    ushort step_ = {};
    id_1 = id;
    i = id_1.x;
    a = A[i];
    OutH[i] = (a * half(2.0f)) + half(0.25f);
    OutI[i] = short(a * half(-3.0f));
    base = ushort(65530u);
    step_ = ushort(i * 3u);
    OutU[i] = ushort(base + step_);
    return;
}
