#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    device float* o [[buffer(0)]],
    device int* io [[buffer(1)]]
) {
    float3x3 m = {};
    float2 row = {};
    float2 column = {};
    float corner = {};
    int2 irow = {};
    m = float3x3(float3(1.0f, 2.0f, 3.0f), float3(4.0f, 5.0f, 6.0f), float3(7.0f, 8.0f, 9.0f));
    float3x3 _e24 = m;
    row = float2(_e24[0].x, _e24[0].y);
    float3x3 _e31 = m;
    column = float2(_e31[0].x, _e31[1].x);
    corner = m[0].x;
    o[0u] = row.x;
    o[1u] = row.y;
    o[2u] = column.x;
    o[3u] = column.y;
    o[4u] = corner;
    array<int2, 2> _e85 = array<int2, 2> {int2(1, 2), int2(3, 4)};
    irow = int2(_e85[0].x, _e85[0].y);
    io[0u] = (irow.x * 10) + irow.y;
    return;
}
