#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct packed_float3_line16 {
    packed_float3 value;
    uchar pad[4];
};

struct type_Mats {
    float3x3 A;
    array<packed_float3_line16, 2> B;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Mats) == 80, "type_Mats: size");
static_assert(__builtin_offsetof(type_Mats, A) == 0, "type_Mats::A: offset");
static_assert(__builtin_offsetof(type_Mats, B) == 48, "type_Mats::B: offset");
#endif

kernel void main0(
    constant type_Mats& Mats [[buffer(0)]],
    device float* Out [[buffer(1)]]
) {
    float3 v = {};
    float3 a = {};
    float3 b = {};
    float2 c = {};
    float3 d = {};
    v = float3(1.0f, 2.0f, 3.0f);
    float3x3 _e8 = Mats.A;
    float3 _e10 = v;
    a = _e10 * transpose(_e8);
    float3 _e15 = v;
    float3x3 _e16 = Mats.A;
    b = transpose(_e16) * _e15;
    float2x3 _e22 = float2x3(float3(Mats.B[0].value), float3(Mats.B[1].value));
    float3 _e23 = v;
    c = _e23 * _e22;
    float2x3 _e32 = float2x3(float3(Mats.B[0].value), float3(Mats.B[1].value));
    d = _e32 * float2(1.0f, -1.0f);
    float _e39 = a.x;
    Out[0u] = _e39;
    float _e45 = a.y;
    Out[1u] = _e45;
    float _e51 = a.z;
    Out[2u] = _e51;
    float _e57 = b.x;
    Out[3u] = _e57;
    float _e63 = b.y;
    Out[4u] = _e63;
    float _e69 = b.z;
    Out[5u] = _e69;
    float _e75 = c.x;
    Out[6u] = _e75;
    float _e81 = c.y;
    Out[7u] = _e81;
    float _e87 = d.x;
    Out[8u] = _e87;
    float _e93 = d.y;
    Out[9u] = _e93;
    float _e99 = d.z;
    Out[10u] = _e99;
    float _e110 = Mats.A[2].y;
    Out[11u] = _e110;
    float _e121 = Mats.B[1].value.y;
    Out[12u] = _e121;
    float _e131 = Mats.A[0].z;
    Out[13u] = _e131;
    return;
}
