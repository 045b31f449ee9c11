#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Mats {
    array<packed_float4, 4> m;
    array<packed_float4, 4> r;
    array<packed_float3, 2> n;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Mats) == 152, "Mats: size");
static_assert(__builtin_offsetof(Mats, m) == 0, "Mats::m: offset");
static_assert(__builtin_offsetof(Mats, r) == 64, "Mats::r: offset");
static_assert(__builtin_offsetof(Mats, n) == 128, "Mats::n: offset");
#endif

kernel void main0(
    const device Mats* In [[buffer(0)]],
    device float4* Out [[buffer(1)]]
) {
    Mats s = {};
    float4 v = {};
    float4x4 p = {};
    float2 u = {};
    float3 t = {};
    s = In[0u];
    v = float4(1.0f, -2.0f, 3.0f, 0.5f);
    Out[0u] = v * transpose(float4x4(float4(s.m[0]), float4(s.m[1]), float4(s.m[2]), float4(s.m[3])));
    Out[1u] = transpose(float4x4(float4(s.m[0]), float4(s.m[1]), float4(s.m[2]), float4(s.m[3]))) * v;
    Out[2u] = v * float4x4(float4(s.r[0]), float4(s.r[1]), float4(s.r[2]), float4(s.r[3]));
    p = float4x4(float4(s.r[0]), float4(s.r[1]), float4(s.r[2]), float4(s.r[3])) * transpose(float4x4(float4(s.m[0]), float4(s.m[1]), float4(s.m[2]), float4(s.m[3])));
    Out[3u] = p[1];
    Out[4u] = transpose(transpose(float4x4(float4(s.m[0]), float4(s.m[1]), float4(s.m[2]), float4(s.m[3]))))[2];
    u = transpose(float2x3(float3(s.n[0]), float3(s.n[1]))) * float3(1.0f, 2.0f, 3.0f);
    t = float2(-1.0f, 4.0f) * transpose(float2x3(float3(s.n[0]), float3(s.n[1])));
    float2 _e91 = u;
    Out[5u] = float4(_e91.x, _e91.y, t.x, t.y + t.z);
    Out[6u] = transpose(float4x4(float4(s.m[0]), float4(s.m[1]), float4(s.m[2]), float4(s.m[3])))[3];
    return;
}
