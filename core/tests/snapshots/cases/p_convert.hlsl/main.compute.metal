#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device float* In [[buffer(0)]],
    device uint* Out [[buffer(1)]]
) {
    uint3 id_1 = {};
    uint i = {};
    float x = {};
    int n = {};
    uint u = {};
    id_1 = id;
    i = id_1.x;
    x = In[i];
    n = int(x);
    u = uint(abs(x));
    Out[(i * 6u) + 0u] = as_type<uint>(n);
    Out[(i * 6u) + 1u] = u;
    Out[(i * 6u) + 2u] = as_type<uint>(float(n) * 0.5f);
    Out[(i * 6u) + 3u] = as_type<uint>(float((u * 3000u) + 16777217u));
    Out[(i * 6u) + 4u] = as_type<uint>(x) ^ 2147483648u;
    Out[(i * 6u) + 5u] = as_type<uint>(as_type<float>(as_type<uint>(x) + 1u) - x);
    return;
}
