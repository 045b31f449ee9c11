#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device float4* In [[buffer(0)]],
    device float4* Out [[buffer(1)]]
) {
    uint3 id_1 = {};
    float3x3 m = {};
    float2 v = {};
    float4 w = {};
    id_1 = id;
    float3 _e5 = float3(0.0f);
    m = float3x3(_e5, _e5, _e5);
    v = In[id_1.x].xy;
    float2 _e18 = v;
    m[0].y = _e18.x;
    m[1].z = _e18.y;
    m[0].x = 5.0f;
    w = In[id_1.x + 64u];
    float2 _e34 = v;
    float4 _e35 = w;
    w = float4(_e35.x, _e35.y, _e34.x, _e34.y);
    float3 _e56 = float3(m[0].x, m[0].y, m[0].z);
    Out[id_1.x] = float4(_e56.x, _e56.y, _e56.z, m[1].z) + w;
    return;
}
