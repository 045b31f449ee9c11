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
    float y = {};
    id_1 = id;
    i = id_1.x;
    x = In[i];
    y = In[(i + 3u) % 8u];
    Out[(i * 8u) + 0u] = min(x, y);
    Out[(i * 8u) + 1u] = max(x, y);
    Out[(i * 8u) + 2u] = abs(x);
    Out[(i * 8u) + 3u] = floor(x);
    Out[(i * 8u) + 4u] = ceil(x);
    Out[(i * 8u) + 5u] = x - floor(x);
    Out[(i * 8u) + 6u] = sqrt(abs(x));
    Out[(i * 8u) + 7u] = clamp(x, -1.5f, 2.25f) * float(int(sign(y)));
    return;
}
