#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

void _glsl_main(const device float4* F, device int* I, device uint* U, device float* G) {
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
    float4 _e37 = f;
    lt = uint4(_e37 < float4(0.0f));
    uint _e45 = lt.x;
    U[0u] = _e45;
    uint _e51 = lt.y;
    U[1u] = _e51;
    uint _e57 = lt.z;
    U[2u] = _e57;
    uint _e63 = lt.w;
    U[3u] = _e63;
    float4 _e71 = f;
    U[4u] = any(_e71 > float4(3.0f)) ? 1u : 0u;
    float4 _e84 = f;
    U[5u] = all(_e84 != float4(0.0f)) ? 1u : 0u;
    float _e96 = f.z;
    U[6u] = uint(_e96 * 2.0f);
    G[0u] = 16777216.0f;
    G[1u] = float(-7) / 2.0f;
    G[2u] = 4294967300.0f;
    return;
}

kernel void main0(
    const device float4* F [[buffer(0)]],
    device int* I [[buffer(1)]],
    device uint* U [[buffer(2)]],
    device float* G [[buffer(3)]]
) {
    _glsl_main(F, I, U, G);
    return;
}
