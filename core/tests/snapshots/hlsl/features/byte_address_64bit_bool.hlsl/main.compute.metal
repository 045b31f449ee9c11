#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device uint* Input [[buffer(0)]],
    device uint* Output [[buffer(1)]]
) {
    uint3 id_1 = {};
    uint at = {};
    ulong a = {};
    ulong2 b = {};
    long c = {};
    bool2 flags = {};
    id_1 = id;
    at = id_1.x * 32u;
    uint _e12 = at >> 2u;
    a = (ulong(Input[_e12 + 1u]) << ulong(32)) | ulong(Input[_e12]);
    uint _e31 = (at + 8u) >> 2u;
    b = ulong2((ulong(Input[_e31 + 1u]) << ulong(32)) | ulong(Input[_e31]), (ulong(Input[_e31 + 3u]) << ulong(32)) | ulong(Input[_e31 + 2u]));
    uint _e64 = (at + 24u) >> 2u;
    c = as_type<long>((ulong(Input[_e64 + 1u]) << ulong(32)) | ulong(Input[_e64]));
    uint _e84 = (at + 4u) >> 2u;
    flags = bool2(bool(Input[_e84]), bool(Input[_e84 + 1u]));
    ulong _e101 = (a + b.x) + b.y;
    uint _e104 = at >> 2u;
    Output[_e104] = uint(_e101);
    Output[_e104 + 1u] = uint(_e101 >> 32uL);
    uint _e125 = (at + 8u) >> 2u;
    ulong _e126 = as_type<ulong>(flags.x ? (-c) : c);
    Output[_e125] = uint(_e126);
    Output[_e125 + 1u] = uint(_e126 >> 32uL);
    uint _e141 = (at + 16u) >> 2u;
    bool2 _e142 = flags;
    Output[_e141] = _e142.x ? 1u : 0u;
    Output[_e141 + 1u] = _e142.y ? 1u : 0u;
    return;
}
