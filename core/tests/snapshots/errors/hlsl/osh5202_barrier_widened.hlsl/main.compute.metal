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
    g = gi_1;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    o[gi_1] = g;
    return;
}
