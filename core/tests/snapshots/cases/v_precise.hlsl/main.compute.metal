#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device float* A [[buffer(0)]],
    const device float* B [[buffer(1)]],
    const device float* C [[buffer(2)]],
    device float* Out [[buffer(3)]]
) {
    #pragma clang fp reassociate(off)
    #pragma clang fp contract(off)
    uint3 id_1 = {};
    float r = {};
    id_1 = id;
    r = (A[id_1.x] * B[id_1.x]) + C[id_1.x];
    Out[id_1.x] = r;
    return;
}
