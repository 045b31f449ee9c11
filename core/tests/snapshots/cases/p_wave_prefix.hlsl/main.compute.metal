#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device uint* In [[buffer(0)]],
    device uint4* Out [[buffer(1)]],
    uint _lane_index [[thread_index_in_simdgroup]],
    uint _lane_count [[threads_per_simdgroup]]
) {
    uint3 id_1 = {};
    uint v = {};
    id_1 = id;
    v = In[id_1.x];
    uint _e10 = id_1.x;
    uint _e13 = simd_prefix_exclusive_sum(v);
    uint _e21 = simd_prefix_exclusive_product((v % 3u) + 1u);
    Out[_e10] = uint4(_e13, _e21, _lane_index, _lane_count);
    return;
}
