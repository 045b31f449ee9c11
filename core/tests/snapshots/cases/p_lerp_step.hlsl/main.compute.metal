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
    Out[(i * 4u) + 0u] = mix(-2.0f, 6.0f, x);
    Out[(i * 4u) + 1u] = saturate(x * 1.5f);
    Out[(i * 4u) + 2u] = step(0.5f, x);
    Out[(i * 4u) + 3u] = smoothstep(0.0f, 1.0f, x);
    return;
}
