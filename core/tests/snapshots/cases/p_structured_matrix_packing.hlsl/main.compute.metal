#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    const device array<packed_float3, 2>* Rows [[buffer(0)]],
    const device float3x2* Cols [[buffer(1)]],
    const device float3x2* Plain [[buffer(2)]],
    const device array<packed_float3, 2>* Pragma [[buffer(3)]],
    device float4* Out [[buffer(4)]]
) {
    float3 v = {};
    float2x3 copy = {};
    v = float3(1.0f, 10.0f, 100.0f);
    float2 _e18 = v * float2x3(float3(Rows[0u][0]), float3(Rows[0u][1]));
    Out[0u] = float4(_e18.x, _e18.y, Rows[0u][1].z, Rows[0u][0].y);
    float2 _e49 = v * transpose(Cols[0u]);
    Out[1u] = float4(_e49.x, _e49.y, Cols[0u][2].y, Cols[0u][1].x);
    float2 _e80 = v * transpose(Plain[0u]);
    Out[2u] = float4(_e80.x, _e80.y, Plain[0u][0].y, Plain[0u][2].x);
    copy = float2x3(float3(Rows[0u][0]), float3(Rows[0u][1]));
    float3 _e116 = copy[0] + copy[1];
    Out[3u] = float4(_e116.x, _e116.y, _e116.z, copy[1].x);
    float2 _e134 = v * float2x3(float3(Pragma[0u][0]), float3(Pragma[0u][1]));
    Out[4u] = float4(_e134.x, _e134.y, Pragma[0u][1].x, Pragma[0u][0].z);
    return;
}
