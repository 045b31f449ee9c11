#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 gid [[threadgroup_position_in_grid]],
    uint3 gtid [[thread_position_in_threadgroup]],
    uint3 did [[thread_position_in_grid]],
    uint gi [[thread_index_in_threadgroup]],
    device uint4* Out [[buffer(0)]]
) {
    uint3 gid_1 = {};
    uint3 gtid_1 = {};
    uint3 did_1 = {};
    uint gi_1 = {};
    uint width = {};
    uint idx = {};
    gid_1 = gid;
    gtid_1 = gtid;
    did_1 = did;
    gi_1 = gi;
    width = uint(4 * 4);
    idx = (did_1.y * width) + did_1.x;
    uint2 _e31 = gid_1.xy;
    uint2 _e35 = gtid_1.xy;
    Out[(idx * 2u) + 0u] = uint4(_e31.x, _e31.y, _e35.x, _e35.y);
    uint2 _e50 = did_1.xy;
    Out[(idx * 2u) + 1u] = uint4(gi_1, _e50.x, _e50.y, idx);
    return;
}
