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
    uint _e5 = id_1.x;
    float _e7 = A[_e5];
    a = _e7;
    uint _e11 = id_1.x;
    float _e13 = B[_e11];
    b = _e13;
    uint _e17 = id_1.x;
    float _e24 = a;
    float _e25 = b;
    Out[(_e17 * 4u) + 0u] = _e24 + _e25;
    uint _e30 = id_1.x;
    float _e37 = a;
    float _e38 = b;
    Out[(_e30 * 4u) + 1u] = _e37 - _e38;
    uint _e43 = id_1.x;
    float _e50 = a;
    float _e51 = b;
    Out[(_e43 * 4u) + 2u] = _e50 * _e51;
    uint _e56 = id_1.x;
    float _e63 = a;
    float _e64 = b;
    Out[(_e56 * 4u) + 3u] = _e63 / _e64;
    return;
}
