#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    device float4* Out [[buffer(0)]]
) {
    uint3 id_1 = {};
    float3 row = {};
    float3 column = {};
    float one = {};
    float v1 = {};
    uint i = {};
    float copy = {};
    float2 pair = {};
    id_1 = id;
    row = float3(1.0f, 2.0f, 3.0f);
    column = float3(4.0f, 5.0f, 6.0f);
    one = 7.0f;
    v1 = 8.0f;
    i = id_1.x;
    row.y = row.z;
    column.z = column.y;
    row[i] = one;
    copy = one;
    pair = float2(row.x, row.z) + float2(v1);
    float3 _e55 = row;
    Out[0u] = float4(_e55.x, _e55.y, _e55.z, copy);
    float3 _e72 = float3(column.x, column.y, column.z);
    Out[1u] = float4(_e72.x, _e72.y, _e72.z, v1);
    float2 _e87 = pair;
    Out[2u] = float4(_e87.x, _e87.y, row.y, column[i]);
    return;
}
