#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device packed_float3* In [[buffer(0)]],
    device packed_float3* Out [[buffer(1)]]
) {
    uint3 id_1 = {};
    uint i = {};
    float3 v = {};
    id_1 = id;
    i = id_1.x;
    v = float3(In[i]);
    Out[i] = (v.zxy * float3(1.0f, 2.0f, 3.0f)) + float3(float(i));
    return;
}
