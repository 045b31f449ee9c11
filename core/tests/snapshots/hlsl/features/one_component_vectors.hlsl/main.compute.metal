#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

float3 Twice(float3 v) {
    return v * float3(2.0f);
}

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    device packed_float3* Out [[buffer(0)]]
) {
    uint3 id_1 = {};
    float3 a = {};
    float k = {};
    float3 b = {};
    id_1 = id;
    a = float3(2.0f);
    k = 0.5f;
    b = float3(1.0f, 2.0f, 3.0f) * float3(k);
    uint _e22 = id_1.x;
    float3 _e24 = a;
    float3 _e25 = b;
    float3 _e45 = Twice(float3(1.0f, 2.0f, 3.0f) * float3((id_1.x > 0u) ? 0.5f : 0.0f));
    Out[_e22] = (_e24 + _e25) + _e45;
    return;
}
