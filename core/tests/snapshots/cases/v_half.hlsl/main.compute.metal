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
    uint _e4 = id_1.x;
    i = _e4;
    uint _e7 = i;
    half _e9 = A[_e7];
    a = _e9;
    uint _e11 = i;
    half _e15 = a;
    OutH[_e11] = (_e15 * half(2.0f)) + half(0.25f);
    uint _e21 = i;
    half _e26 = a;
    OutI[_e21] = short(_e26 * half(-3.0f));
    base = ushort(65530u);
    uint _e34 = i;
    step_ = ushort(_e34 * 3u);
    uint _e39 = i;
    ushort _e41 = base;
    ushort _e42 = step_;
    OutU[_e39] = ushort(_e41 + _e42);
    return;
}
