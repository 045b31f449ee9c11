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
    uint _e5 = id_1.x;
    uint _e7 = In[_e5];
    v = _e7;
    uint _e10 = v;
    ulong vote = static_cast<ulong>(simd_ballot(_e10 > 4u));
    uint4 _e13 = uint4(uint(vote), uint(vote >> 32), 0u, 0u);
    ballot = _e13;
    uint _e16 = v;
    bool _e19 = simd_any(_e16 == 7u);
    uint _e24 = v;
    bool _e27 = simd_all(_e24 < 10u);
    flags = (_e19 ? 1u : 0u) | (_e27 ? 2u : 0u);
    uint _e34 = id_1.x;
    uint _e37 = v;
    uint _e38 = simd_broadcast_first(_e37);
    uint _e41 = v;
    uint _e42 = simd_shuffle(_e41, ushort(5u));
    uint _e43 = ballot.x;
    uint _e44 = flags;
    Out[_e34] = uint4(_e43, _e44, _e38, _e42);
    return;
}
