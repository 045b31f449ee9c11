#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

float lane_weight(uint lane, uint size) {
    return float(lane) / float(size);
}

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    uint lane [[thread_index_in_simdgroup]],
    uint size [[threads_per_simdgroup]],
    uint sg [[simdgroup_index_in_threadgroup]],
    uint sgs [[simdgroups_per_threadgroup]],
    device array<float, 256>& data [[buffer(0)]],
    device array<uint4, 256>& ballots [[buffer(1)]]
) {
    float r = {};
    bool local1 = {};
    float _e8 = data[id.x];
    float _e9 = lane_weight(lane, size);
    float x = _e8 * _e9;
    float _e11 = simd_sum(x);
    float _e12 = simd_product(x);
    float _e14 = simd_min(x);
    float _e16 = simd_max(x);
    r = ((_e11 + _e12) + _e14) + _e16;
    float _e19 = r;
    float _e20 = simd_prefix_exclusive_sum(x);
    float _e21 = simd_prefix_inclusive_product(x);
    r = _e19 + (_e20 + _e21);
    float _e24 = r;
    float _e25 = simd_broadcast_first(x);
    float _e27 = simd_broadcast(x, ushort(3u));
    float _e31 = simd_shuffle(x, ushort(lane ^ 1u));
    r = _e24 + ((_e25 + _e27) + _e31);
    float _e34 = r;
    float _e36 = simd_shuffle_xor(x, ushort(2u));
    float _e38 = simd_shuffle_up(x, ushort(1u));
    float _e41 = simd_shuffle_down(x, ushort(1u));
    r = _e34 + ((_e36 + _e38) + _e41);
    float _e44 = r;
    float _e46 = quad_broadcast(x, ushort(0u));
    float _e47 = quad_shuffle_xor(x, ushort(1u));
    float _e49 = quad_shuffle_xor(x, ushort(2u));
    float _e51 = quad_shuffle_xor(x, ushort(3u));
    r = _e44 + (((_e46 + _e47) + _e49) + _e51);
    uint _e55 = simd_and(id.x);
    uint _e57 = simd_or(id.x);
    uint _e60 = simd_xor(id.x);
    uint bits = (_e55 | _e57) | _e60;
    bool _e64 = simd_all(x > 0.0f);
    if (_e64) {
        bool _e69 = simd_any(x > 1.0f);
        local1 = _e69;
    } else {
        local1 = false;
    }
    if (local1) {
        r = r + 1.0f;
    }
    ulong vote = static_cast<ulong>(simd_ballot(x > 0.5f));
    uint4 _e80 = uint4(uint(vote), uint(vote >> 32), 0u, 0u);
    ballots[id.x] = _e80 + uint4((bits + sg) + sgs);
    simdgroup_barrier(mem_flags::mem_none);
    data[id.x] = r;
    return;
}
