#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device packed_float3* Normals [[buffer(0)]],
    device uint* Flags [[buffer(1)]]
) {
    uint3 id_1 = {};
    bool3 sameNormal = {};
    bool sameRow = {};
    bool sameSign = {};
    id_1 = id;
    float3 _e7 = float3(Normals[id_1.x]);
    float3 _e8 = simd_broadcast_first(_e7);
    bool3 _e9 = _e7 == _e8;
    bool _e11 = simd_all(_e9.x);
    bool _e13 = simd_all(_e9.y);
    bool _e15 = simd_all(_e9.z);
    sameNormal = bool3(_e11, _e13, _e15);
    uint _e22 = id_1.x / 8u;
    uint _e23 = simd_broadcast_first(_e22);
    bool _e25 = simd_all(_e22 == _e23);
    sameRow = _e25;
    uint _e35 = uint(Normals[id_1.x].x < 0.0f);
    uint _e36 = simd_broadcast_first(_e35);
    bool _e38 = simd_all(_e35 == _e36);
    sameSign = _e38;
    Flags[id_1.x] = ((all(sameNormal) ? 1u : 0u) | (sameRow ? 2u : 0u)) | (sameSign ? 4u : 0u);
    return;
}
