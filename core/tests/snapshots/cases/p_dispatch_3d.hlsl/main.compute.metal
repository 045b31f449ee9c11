#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 gid [[threadgroup_position_in_grid]],
    uint3 gtid [[thread_position_in_threadgroup]],
    uint3 did [[thread_position_in_grid]],
    uint gi [[thread_index_in_threadgroup]],
    device uint* Out [[buffer(0)]]
) {
    uint3 gid_1 = {};
    uint3 gtid_1 = {};
    uint3 did_1 = {};
    uint gi_1 = {};
    uint idx = {};
    gid_1 = gid;
    gtid_1 = gtid;
    did_1 = did;
    gi_1 = gi;
    idx = (((did_1.z * 4u) + did_1.y) * 4u) + did_1.x;
    Out[idx] = (((((gid_1.x + (gid_1.y * 10u)) + (gid_1.z * 100u)) + (gtid_1.x * 1000u)) + (gtid_1.y * 10000u)) + (gtid_1.z * 100000u)) + (gi_1 * 1000000u);
    return;
}
