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
    uint _e4 = id_1.x;
    i = _e4;
    uint _e7 = i;
    float3 _e9 = float3(In[_e7]);
    v = _e9;
    uint _e11 = i;
    float3 _e17 = v;
    uint _e20 = i;
    Out[_e11] = (_e17.zxy * float3(1.0f, 2.0f, 3.0f)) + float3(float(_e20));
    return;
}
