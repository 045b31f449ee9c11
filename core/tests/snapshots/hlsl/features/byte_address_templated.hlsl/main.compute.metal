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
    uint _e14 = Src[_e12];
    uint _e18 = Src[_e12 + 1u];
    uint _e22 = Src[_e12 + 2u];
    uint _e26 = Src[_e12 + 3u];
    raw = uint4(_e14, _e18, _e22, _e26);
    uint _e32 = addr >> 2u;
    uint _e34 = Src[_e32];
    uint _e38 = Src[_e32 + 1u];
    uint _e42 = Src[_e32 + 2u];
    f = as_type<float3>(uint3(_e34, _e38, _e42));
    uint _e52 = (addr + 8u) >> 2u;
    uint _e54 = Src[_e52];
    uint _e58 = Src[_e52 + 1u];
    h = as_type<float2>(uint2(_e54, _e58));
    Dst[addr >> 2u] = raw.x + raw.w;
    uint3 _e81 = as_type<uint3>(f * float3(2.0f));
    uint _e83 = (addr + 4u) >> 2u;
    Dst[_e83] = _e81.x;
    Dst[_e83 + 1u] = _e81.y;
    Dst[_e83 + 2u] = _e81.z;
    Dst[(addr + 12u) >> 2u] = as_type<uint>(h.x + h.y);
    return;
}
