#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    device uint* lines [[buffer(0)]]
) {
    lines[0u] = 9u;
    lines[1u] = 10u;
    lines[2u] = 100u;
    return;
}
