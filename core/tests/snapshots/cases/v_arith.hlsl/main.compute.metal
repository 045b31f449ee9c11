#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device float* A [[buffer(0)]],
    const device float* B [[buffer(1)]],
    device float* Out [[buffer(2)]]
) {
    uint3 id_1 = {};
    float a = {};
    float b = {};
    id_1 = id;
    a = A[id_1.x];
    b = B[id_1.x];
    Out[(id_1.x * 4u) + 0u] = a + b;
    Out[(id_1.x * 4u) + 1u] = a - b;
    Out[(id_1.x * 4u) + 2u] = a * b;
    Out[(id_1.x * 4u) + 3u] = a / b;
    return;
}
