#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct float2_line16 {
    float2 value;
    uchar pad[8];
};

struct S {
    array<float2_line16, 3> c;
    float4 d;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(S) == 64, "S: size");
static_assert(__builtin_offsetof(S, c) == 0, "S::c: offset");
static_assert(__builtin_offsetof(S, d) == 48, "S::d: offset");
#endif

kernel void main0(
    constant S& cb [[buffer(0)]],
    device float4* o [[buffer(1)]]
) {
    S t = {};
    float2 v = {};
    t = cb;
    v = float2(t.c[0].value.x, t.c[1].value.y);
    float2 _e21 = v + float2(1.0f);
    t.c[1].value.y = _e21.x;
    t.c[0].value.x = _e21.y;
    t.c[2].value.x = 5.0f;
    float3 _e38 = transpose(float3x2(t.c[0].value, t.c[1].value, t.c[2].value))[0];
    o[0u] = float4(_e38.x, _e38.y, _e38.z, 0.0f);
    float3 _e53 = transpose(float3x2(t.c[0].value, t.c[1].value, t.c[2].value))[1];
    o[1u] = float4(_e53.x, _e53.y, _e53.z, 0.0f);
    return;
}
