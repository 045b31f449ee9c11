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
    uint _e4 = _lane_index;
    lane = _e4;
    uint _e7 = _lane_count;
    count = _e7;
    uint _e10 = lane;
    ulong vote = static_cast<ulong>(simd_ballot((_e10 & 1u) == 0u));
    uint4 _e16 = uint4(uint(vote), uint(vote >> 32), 0u, 0u);
    ballot = _e16;
    uint _e19 = id_1.x;
    uint _e20 = simd_min(_e19);
    mn = _e20;
    uint _e23 = id_1.x;
    uint _e24 = simd_max(_e23);
    mx = _e24;
    uint _e28 = lane;
    uint _e31 = count;
    uint _e33 = id_1.x;
    uint _e34 = simd_shuffle(_e33, ushort((_e28 + 1u) % _e31));
    neighbour = _e34;
    uint _e38 = id_1.x;
    bool _e41 = simd_all(_e38 < 1024u);
    all_ = _e41;
    uint _e44 = id_1.x;
    uint _e47 = mn;
    uint _e48 = mx;
    bool _e51 = all_;
    uint _e52 = count;
    uint _e55 = ballot.x;
    uint _e56 = neighbour;
    Result[_e44] = uint4(_e55, _e47 + _e48, _e56, _e51 ? _e52 : 0u);
    return;
}
