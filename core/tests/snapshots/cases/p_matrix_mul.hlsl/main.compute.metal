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
    Mats _e5 = In[0u];
    s = _e5;
    v = float4(1.0f, -2.0f, 3.0f, 0.5f);
    float4x4 _e18 = float4x4(float4(s.m[0]), float4(s.m[1]), float4(s.m[2]), float4(s.m[3]));
    float4 _e20 = v;
    Out[0u] = _e20 * transpose(_e18);
    float4 _e27 = v;
    float4x4 _e28 = float4x4(float4(s.m[0]), float4(s.m[1]), float4(s.m[2]), float4(s.m[3]));
    Out[1u] = transpose(_e28) * _e27;
    float4x4 _e36 = float4x4(float4(s.r[0]), float4(s.r[1]), float4(s.r[2]), float4(s.r[3]));
    float4 _e37 = v;
    Out[2u] = _e37 * _e36;
    float4x4 _e42 = float4x4(float4(s.m[0]), float4(s.m[1]), float4(s.m[2]), float4(s.m[3]));
    float4x4 _e44 = float4x4(float4(s.r[0]), float4(s.r[1]), float4(s.r[2]), float4(s.r[3]));
    p = _e44 * transpose(_e42);
    float4 _e52 = p[1];
    Out[3u] = _e52;
    float4x4 _e58 = float4x4(float4(s.m[0]), float4(s.m[1]), float4(s.m[2]), float4(s.m[3]));
    Out[4u] = transpose(transpose(_e58))[2];
    float2x3 _e69 = float2x3(float3(s.n[0]), float3(s.n[1]));
    u = transpose(_e69) * float3(1.0f, 2.0f, 3.0f);
    float2x3 _e78 = float2x3(float3(s.n[0]), float3(s.n[1]));
    t = float2(-1.0f, 4.0f) * transpose(_e78);
    float _e88 = t.y;
    float _e89 = t.z;
    float2 _e91 = u;
    float _e94 = t.x;
    Out[5u] = float4(_e91.x, _e91.y, _e94, _e88 + _e89);
    float4x4 _e102 = float4x4(float4(s.m[0]), float4(s.m[1]), float4(s.m[2]), float4(s.m[3]));
    Out[6u] = transpose(_e102)[3];
    return;
}
