#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 gtid [[thread_position_in_threadgroup]],
    uint3 gid [[threadgroup_position_in_grid]],
    const device uint* In [[buffer(0)]],
    device uint* Out [[buffer(1)]]
) {
    threadgroup array<array<uint, 8>, 8> tile;
    uint3 gtid_1 = {};
    uint3 gid_1 = {};
    uint base = {};
    gtid_1 = gtid;
    gid_1 = gid;
    uint _e7 = gid_1.x;
    base = _e7 * 64u;
    uint _e12 = gtid_1.y;
    uint _e15 = gtid_1.x;
    uint _e20 = gtid_1.y;
    uint _e23 = base;
    uint _e26 = gtid_1.x;
    uint _e29 = In[(_e23 + (_e20 * 8u)) + _e26];
    tile[_e12][_e15] = _e29;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint _e33 = gtid_1.y;
    uint _e36 = base;
    uint _e39 = gtid_1.x;
    uint _e44 = gtid_1.x;
    uint _e47 = gtid_1.y;
    uint _e51 = gid_1.x;
    uint _e54 = tile[_e44][_e47];
    Out[(_e36 + (_e33 * 8u)) + _e39] = _e54 + (_e51 * 1000u);
    return;
}
