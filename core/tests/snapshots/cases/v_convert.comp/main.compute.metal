#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

void _glsl_main(const device float4* F, device int* I, device uint* U, device float* G) {
    float4 f = {};
    int4 t = {};
    uint4 lt = {};
    f = F[0u];
    t = int4(f);
    I[0u] = t.x;
    I[1u] = t.y;
    I[2u] = t.z;
    I[3u] = t.w;
    lt = uint4(f < float4(0.0f));
    U[0u] = lt.x;
    U[1u] = lt.y;
    U[2u] = lt.z;
    U[3u] = lt.w;
    U[4u] = any(f > float4(3.0f)) ? 1u : 0u;
    U[5u] = all(f != float4(0.0f)) ? 1u : 0u;
    U[6u] = uint(f.z * 2.0f);
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
