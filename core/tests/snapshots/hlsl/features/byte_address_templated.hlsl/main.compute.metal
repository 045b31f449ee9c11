#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device uint* Src [[buffer(0)]],
    device uint* Dst [[buffer(1)]]
) {
    uint3 id_1 = {};
    uint addr = {};
    uint4 raw = {};
    float3 f = {};
    float2 h = {};
    id_1 = id;
    addr = id_1.x * 16u;
    uint _e12 = addr >> 2u;
    raw = uint4(Src[_e12], Src[_e12 + 1u], Src[_e12 + 2u], Src[_e12 + 3u]);
    uint _e32 = addr >> 2u;
    f = as_type<float3>(uint3(Src[_e32], Src[_e32 + 1u], Src[_e32 + 2u]));
    uint _e52 = (addr + 8u) >> 2u;
    h = as_type<float2>(uint2(Src[_e52], Src[_e52 + 1u]));
    Dst[addr >> 2u] = raw.x + raw.w;
    uint3 _e81 = as_type<uint3>(f * float3(2.0f));
    uint _e83 = (addr + 4u) >> 2u;
    Dst[_e83] = _e81.x;
    Dst[_e83 + 1u] = _e81.y;
    Dst[_e83 + 2u] = _e81.z;
    Dst[(addr + 12u) >> 2u] = as_type<uint>(h.x + h.y);
    return;
}
