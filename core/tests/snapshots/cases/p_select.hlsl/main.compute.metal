#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device int4* In [[buffer(0)]],
    device uint4* Out [[buffer(1)]]
) {
    uint3 id_1 = {};
    uint i = {};
    int4 v = {};
    bool4 neg = {};
    uint flags = {};
    id_1 = id;
    uint _e4 = id_1.x;
    i = _e4;
    uint _e7 = i;
    int4 _e9 = In[_e7];
    v = _e9;
    int4 _e12 = v;
    neg = _e12 < int4(0);
    uint _e18 = i;
    bool4 _e25 = neg;
    Out[(_e18 * 3u) + 0u] = uint4(_e25);
    uint _e29 = i;
    int4 _e36 = v;
    int4 _e39 = v;
    bool4 _e43 = neg;
    Out[(_e29 * 3u) + 1u] = as_type<uint4>(select(_e39 * int4(2), -_e36, _e43));
    bool4 _e47 = neg;
    int4 _e53 = v;
    int _e64 = v.x;
    int _e65 = v.w;
    flags = ((any(_e47) ? 1u : 0u) | (all(_e53 != int4(0)) ? 2u : 0u)) | ((_e64 > _e65) ? 4u : 0u);
    uint _e73 = i;
    int _e82 = v.y;
    int _e83 = v.z;
    int _e88 = v.x;
    int _e89 = v.y;
    int _e94 = v.z;
    int _e95 = v.w;
    uint _e98 = flags;
    Out[(_e73 * 3u) + 2u] = uint4(_e98, uint(_e82 == _e83), as_type<uint>(max(_e88, _e89)), as_type<uint>(min(_e94, _e95)));
    return;
}
