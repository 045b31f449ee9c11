#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device uint* In [[buffer(0)]],
    device uint4* Out [[buffer(1)]]
) {
    uint3 id_1 = {};
    uint v = {};
    uint4 ballot = {};
    uint flags = {};
    id_1 = id;
    v = In[id_1.x];
    ulong vote = static_cast<ulong>(simd_ballot(v > 4u));
    uint4 _e13 = uint4(uint(vote), uint(vote >> 32), 0u, 0u);
    ballot = _e13;
    bool _e19 = simd_any(v == 7u);
    bool _e27 = simd_all(v < 10u);
    flags = (_e19 ? 1u : 0u) | (_e27 ? 2u : 0u);
    uint _e34 = id_1.x;
    uint _e38 = simd_broadcast_first(v);
    uint _e42 = simd_shuffle(v, ushort(5u));
    Out[_e34] = uint4(ballot.x, flags, _e38, _e42);
    return;
}
