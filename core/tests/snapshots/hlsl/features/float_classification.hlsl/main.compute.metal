#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device float4* Input [[buffer(0)]],
    device uint4* Flags [[buffer(1)]]
) {
    uint3 id_1 = {};
    float4 v = {};
    uint4 nan = {};
    uint4 inf = {};
    uint4 finite = {};
    id_1 = id;
    v = Input[id_1.x];
    nan = uint4(select(int4(0), int4(1), isnan(v)));
    inf = uint4(select(int4(0), int4(2), isinf(v)));
    float4 _e31 = v;
    finite = uint4(select(int4(0), int4(4), !(isnan(_e31) | isinf(_e31))));
    float _e54 = v.x;
    Flags[id_1.x] = ((nan | inf) | finite) | uint4((!(isnan(_e54) | isinf(_e54))) ? 8u : 0u);
    return;
}
