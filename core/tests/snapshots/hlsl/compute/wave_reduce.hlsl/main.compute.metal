#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device uint* Values [[buffer(0)]],
    device atomic_uint* Total [[buffer(1)]],
    uint _lane_index [[thread_index_in_simdgroup]]
) {
    uint3 id_1 = {};
    uint v = {};
    uint waveSum = {};
    id_1 = id;
    v = Values[id_1.x];
    uint _e10 = simd_sum(v);
    waveSum = _e10;
    uint _e12 = _lane_index;
    uint _e13 = simd_broadcast_first(_e12);
    if (_e12 == _e13) {
        atomic_fetch_add_explicit(&Total[0u >> 2u], waveSum, memory_order_relaxed);
    }
    return;
}
