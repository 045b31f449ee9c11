#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    device uint4* Result [[buffer(0)]],
    uint _lane_index [[thread_index_in_simdgroup]],
    uint _lane_count [[threads_per_simdgroup]]
) {
    uint3 id_1 = {};
    uint lane = {};
    uint count = {};
    uint4 ballot = {};
    uint mn = {};
    uint mx = {};
    uint neighbour = {};
    bool all_ = {};
    id_1 = id;
    lane = _lane_index;
    count = _lane_count;
    ulong vote = static_cast<ulong>(simd_ballot((lane & 1u) == 0u));
    uint4 _e16 = uint4(uint(vote), uint(vote >> 32), 0u, 0u);
    ballot = _e16;
    uint _e20 = simd_min(id_1.x);
    mn = _e20;
    uint _e24 = simd_max(id_1.x);
    mx = _e24;
    uint _e34 = simd_shuffle(id_1.x, ushort((lane + 1u) % count));
    neighbour = _e34;
    bool _e41 = simd_all(id_1.x < 1024u);
    all_ = _e41;
    Result[id_1.x] = uint4(ballot.x, mn + mx, neighbour, all_ ? count : 0u);
    return;
}
