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
    uint _e4 = id_1.x;
    i = _e4;
    uint _e7 = i;
    float4 _e9 = In[_e7];
    a = _e9;
    uint _e13 = i;
    float4 _e20 = In[(_e13 + 1u) % 4u];
    b = _e20;
    float4 _e23 = a;
    float4 _e24 = b;
    r.x = dot(_e23, _e24);
    float4 _e26 = a;
    float4 _e28 = b;
    float3 _e30 = cross(_e26.xyz, _e28.zxy);
    float4 _e31 = r;
    r = float4(_e31.x, _e30.x, _e30.y, _e30.z);
    uint _e39 = i;
    float4 _e46 = r;
    Out[(_e39 * 3u) + 0u] = _e46;
    uint _e49 = i;
    float4 _e56 = b;
    float4 _e58 = a;
    Out[(_e49 * 3u) + 1u] = (_e58.wzyx * _e56.xxyy) + float4(1.0f, 2.0f, 3.0f, 4.0f);
    float4 _e68 = a;
    c = _e68;
    float4 _e69 = b;
    float2 _e70 = _e69.yw;
    float4 _e71 = c;
    c = float4(_e70.y, _e71.y, _e70.x, _e71.w);
    uint _e79 = i;
    float4 _e86 = a;
    float4 _e88 = c;
    Out[(_e79 * 3u) + 2u] = _e88 - _e86.yyyy;
    return;
}
