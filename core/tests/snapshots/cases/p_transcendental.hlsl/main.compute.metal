#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device float* In [[buffer(0)]],
    device float* Out [[buffer(1)]]
) {
    uint3 id_1 = {};
    uint i = {};
    float x = {};
    id_1 = id;
    i = id_1.x;
    x = In[i];
    Out[(i * 8u) + 0u] = sin(x);
    Out[(i * 8u) + 1u] = cos(x);
    Out[(i * 8u) + 2u] = exp(x * 0.5f);
    Out[(i * 8u) + 3u] = log(x);
    Out[(i * 8u) + 4u] = pow(x, 1.5f);
    Out[(i * 8u) + 5u] = atan2(x, 1.5f);
    Out[(i * 8u) + 6u] = tanh(x * 0.3f);
    Out[(i * 8u) + 7u] = rsqrt(x);
    return;
}
