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
    uint _e15 = did_1.y;
    uint _e16 = width;
    uint _e19 = did_1.x;
    idx = (_e15 * _e16) + _e19;
    uint _e23 = idx;
    uint3 _e30 = gid_1;
    uint2 _e31 = _e30.xy;
    uint3 _e34 = gtid_1;
    uint2 _e35 = _e34.xy;
    Out[(_e23 * 2u) + 0u] = uint4(_e31.x, _e31.y, _e35.x, _e35.y);
    uint _e41 = idx;
    uint _e48 = gi_1;
    uint3 _e49 = did_1;
    uint2 _e50 = _e49.xy;
    uint _e53 = idx;
    Out[(_e41 * 2u) + 1u] = uint4(_e48, _e50.x, _e50.y, _e53);
    return;
}
