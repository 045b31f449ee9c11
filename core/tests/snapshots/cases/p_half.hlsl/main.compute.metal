#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device half* In [[buffer(0)]],
    device half* Out [[buffer(1)]],
    device float* Wide [[buffer(2)]]
) {
    uint3 id_1 = {};
    uint i = {};
    half a = {};
    half b = {};
    id_1 = id;
    i = id_1.x;
    a = In[i];
    b = In[7u - i];
    Out[(i * 3u) + 0u] = (a * b) + half(0.5f);
    Out[(i * 3u) + 1u] = max(a, b) - min(a, b);
    Out[(i * 3u) + 2u] = half(float(a) * 0.25f);
    Wide[i] = float(a + b);
    return;
}
