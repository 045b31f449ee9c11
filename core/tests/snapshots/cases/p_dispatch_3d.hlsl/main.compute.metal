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
    uint _e11 = did_1.z;
    uint _e15 = did_1.y;
    uint _e21 = did_1.x;
    idx = (((_e11 * 4u) + _e15) * 4u) + _e21;
    uint _e24 = idx;
    uint _e29 = gid_1.y;
    uint _e32 = gid_1.x;
    uint _e36 = gid_1.z;
    uint _e42 = gtid_1.x;
    uint _e48 = gtid_1.y;
    uint _e54 = gtid_1.z;
    uint _e59 = gi_1;
    Out[_e24] = (((((_e32 + (_e29 * 10u)) + (_e36 * 100u)) + (_e42 * 1000u)) + (_e48 * 10000u)) + (_e54 * 100000u)) + (_e59 * 1000000u);
    return;
}
