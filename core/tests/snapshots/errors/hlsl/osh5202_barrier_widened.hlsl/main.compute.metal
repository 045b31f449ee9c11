#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint gi [[thread_index_in_threadgroup]],
    device uint* o [[buffer(0)]]
) {
    threadgroup uint g;
    uint gi_1 = {};
    gi_1 = gi;
    uint _e3 = gi_1;
    g = _e3;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint _e5 = gi_1;
    uint _e8 = g;
    o[_e5] = _e8;
    return;
}
