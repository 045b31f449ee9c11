#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct BIn {
    float4x4 m;
    float4x4 r;
    float3x2 n;
    uchar _pad3[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(BIn) == 160, "BIn: size");
static_assert(__builtin_offsetof(BIn, m) == 0, "BIn::m: offset");
static_assert(__builtin_offsetof(BIn, r) == 64, "BIn::r: offset");
static_assert(__builtin_offsetof(BIn, n) == 128, "BIn::n: offset");
#endif

void _glsl_main(const device BIn* In, device float4* Out) {
    float4 v = {};
    float4x4 p = {};
    float2 u = {};
    float3 t = {};
    v = float4(1.0f, -2.0f, 3.0f, 0.5f);
    float4x4 _e17 = In[0u].m;
    Out[0u] = _e17 * v;
    float4x4 _e28 = In[0u].m;
    Out[1u] = v * _e28;
    float4x4 _e41 = In[0u].r;
    Out[2u] = transpose(_e41) * v;
    float4x4 _e55 = In[0u].r;
    float4x4 _e57 = In[0u].m;
    p = _e57 * transpose(_e55);
    Out[3u] = p[1];
    float4x4 _e75 = In[0u].m;
    Out[4u] = transpose(_e75)[2];
    float3x2 _e89 = In[0u].n;
    u = _e89 * float3(1.0f, 2.0f, 3.0f);
    float3x2 _e101 = In[0u].n;
    t = float2(-1.0f, 4.0f) * _e101;
    float2 _e113 = u;
    Out[5u] = float4(_e113.x, _e113.y, t.x, t.y + t.z);
    float4 _e129 = In[0u].m[3];
    Out[6u] = _e129;
    return;
}

kernel void main0(
    const device BIn* In [[buffer(0)]],
    device float4* Out [[buffer(1)]]
) {
    _glsl_main(In, Out);
    return;
}
