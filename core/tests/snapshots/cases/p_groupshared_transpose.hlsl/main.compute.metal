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
    base = gid_1.x * 64u;
    tile[gtid_1.y][gtid_1.x] = In[(base + (gtid_1.y * 8u)) + gtid_1.x];
    threadgroup_barrier(mem_flags::mem_threadgroup);
    Out[(base + (gtid_1.y * 8u)) + gtid_1.x] = tile[gtid_1.x][gtid_1.y] + (gid_1.x * 1000u);
    return;
}
