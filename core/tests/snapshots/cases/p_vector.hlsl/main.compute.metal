#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device float4* In [[buffer(0)]],
    device float4* Out [[buffer(1)]]
) {
    uint3 id_1 = {};
    uint i = {};
    float4 a = {};
    float4 b = {};
    float4 r = {};
    float4 c = {};
    id_1 = id;
    i = id_1.x;
    a = In[i];
    b = In[(i + 1u) % 4u];
    r.x = dot(a, b);
    float3 _e30 = cross(a.xyz, b.zxy);
    r = float4(r.x, _e30.x, _e30.y, _e30.z);
    Out[(i * 3u) + 0u] = r;
    Out[(i * 3u) + 1u] = (a.wzyx * b.xxyy) + float4(1.0f, 2.0f, 3.0f, 4.0f);
    c = a;
    float2 _e70 = b.yw;
    float4 _e71 = c;
    c = float4(_e70.y, _e71.y, _e70.x, _e71.w);
    Out[(i * 3u) + 2u] = c - a.yyyy;
    return;
}
