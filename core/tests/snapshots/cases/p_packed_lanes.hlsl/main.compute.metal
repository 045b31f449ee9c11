#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device int4* In [[buffer(0)]],
    device uint* Out [[buffer(1)]]
) {
    uint3 id_1 = {};
    uint i = {};
    int4 v = {};
    uint u = {};
    uint s = {};
    uint cu = {};
    uint cs = {};
    int4 ws = {};
    uint4 wu = {};
    id_1 = id;
    i = id_1.x;
    v = In[i];
    u = as_type<uint>(uchar4(uint4(v)));
    s = as_type<uint>(char4(v));
    cu = as_type<uint>(uchar4(min(uint4(max(v, int4 {})), 255u)));
    cs = as_type<uint>(char4(clamp(v, -128, 127)));
    Out[(i * 8u) + 0u] = u;
    Out[(i * 8u) + 1u] = s;
    Out[(i * 8u) + 2u] = cu;
    Out[(i * 8u) + 3u] = cs;
    ws = int4(as_type<char4>(s));
    wu = uint4(as_type<uchar4>(u));
    Out[(i * 8u) + 4u] = as_type<uint>(ws.x);
    Out[(i * 8u) + 5u] = as_type<uint>(ws.w);
    Out[(i * 8u) + 6u] = wu.y;
    Out[(i * 8u) + 7u] = as_type<uint>(int4(as_type<char4>(cs)).z) ^ uint4(as_type<uchar4>(cu)).w;
    return;
}
