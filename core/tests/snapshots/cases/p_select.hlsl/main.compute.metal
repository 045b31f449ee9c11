#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device int4* In [[buffer(0)]],
    device uint4* Out [[buffer(1)]]
) {
    uint3 id_1 = {};
    uint i = {};
    int4 v = {};
    bool4 neg = {};
    uint flags = {};
    id_1 = id;
    i = id_1.x;
    v = In[i];
    neg = v < int4(0);
    Out[(i * 3u) + 0u] = uint4(neg);
    Out[(i * 3u) + 1u] = as_type<uint4>(select(v * int4(2), -v, neg));
    flags = ((any(neg) ? 1u : 0u) | (all(v != int4(0)) ? 2u : 0u)) | ((v.x > v.w) ? 4u : 0u);
    Out[(i * 3u) + 2u] = uint4(flags, uint(v.y == v.z), as_type<uint>(max(v.x, v.y)), as_type<uint>(min(v.z, v.w)));
    return;
}
