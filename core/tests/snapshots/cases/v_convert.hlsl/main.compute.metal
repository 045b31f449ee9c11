#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    const device float4* F [[buffer(0)]],
    device int* I [[buffer(1)]],
    device uint* U [[buffer(2)]],
    device float* G [[buffer(3)]]
) {
    float4 f = {};
    int4 t = {};
    uint4 lt = {};
    float4 _e5 = F[0u];
    f = _e5;
    float4 _e7 = f;
    t = int4(_e7);
    int _e14 = t.x;
    I[0u] = _e14;
    int _e20 = t.y;
    I[1u] = _e20;
    int _e26 = t.z;
    I[2u] = _e26;
    int _e32 = t.w;
    I[3u] = _e32;
    float4 _e39 = f;
    lt = uint4(_e39 < float4(0.0f, 0.0f, 0.0f, 0.0f));
    uint _e47 = lt.x;
    U[0u] = _e47;
    uint _e53 = lt.y;
    U[1u] = _e53;
    uint _e59 = lt.z;
    U[2u] = _e59;
    uint _e65 = lt.w;
    U[3u] = _e65;
    float4 _e75 = f;
    U[4u] = any(_e75 > float4(3.0f, 3.0f, 3.0f, 3.0f)) ? 1u : 0u;
    float4 _e90 = f;
    U[5u] = all(_e90 != float4(0.0f, 0.0f, 0.0f, 0.0f)) ? 1u : 0u;
    float _e102 = f.z;
    U[6u] = uint(_e102 * 2.0f);
    G[0u] = 16777216.0f;
    G[1u] = float(-7) / 2.0f;
    G[2u] = 4294967300.0f;
    return;
}
