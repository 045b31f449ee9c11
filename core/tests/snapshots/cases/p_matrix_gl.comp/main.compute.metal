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
    Out[0u] = In[0u].m * v;
    Out[1u] = v * In[0u].m;
    Out[2u] = transpose(In[0u].r) * v;
    p = In[0u].m * transpose(In[0u].r);
    Out[3u] = p[1];
    Out[4u] = transpose(In[0u].m)[2];
    u = In[0u].n * float3(1.0f, 2.0f, 3.0f);
    t = float2(-1.0f, 4.0f) * In[0u].n;
    float2 _e113 = u;
    Out[5u] = float4(_e113.x, _e113.y, t.x, t.y + t.z);
    Out[6u] = In[0u].m[3];
    return;
}

kernel void main0(
    const device BIn* In [[buffer(0)]],
    device float4* Out [[buffer(1)]]
) {
    _glsl_main(In, Out);
    return;
}
