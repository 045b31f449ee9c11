#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct float2_line16 {
    float2 value;
    uchar pad[8];
};

struct type_Mats {
    float3x3 A;
    array<float2_line16, 3> B;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Mats) == 96, "type_Mats: size");
static_assert(__builtin_offsetof(type_Mats, A) == 0, "type_Mats::A: offset");
static_assert(__builtin_offsetof(type_Mats, B) == 48, "type_Mats::B: offset");
#endif

void _glsl_main(constant type_Mats& Mats, device float* Out) {
    float3 v = {};
    float3 a = {};
    float3 b = {};
    float2 c = {};
    float3 d = {};
    v = float3(1.0f, 2.0f, 3.0f);
    float3 _e8 = v;
    float3x3 _e9 = Mats.A;
    a = _e9 * _e8;
    float3x3 _e14 = Mats.A;
    float3 _e15 = v;
    b = _e15 * _e14;
    float3x2 _e20 = float3x2(Mats.B[0].value, Mats.B[1].value, Mats.B[2].value);
    float3 _e22 = v;
    c = _e22 * transpose(_e20);
    float3x2 _e31 = float3x2(Mats.B[0].value, Mats.B[1].value, Mats.B[2].value);
    d = transpose(_e31) * float2(1.0f, -1.0f);
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
    float _e110 = Mats.A[1].z;
    Out[11u] = _e110;
    float _e121 = Mats.B[1].value.y;
    Out[12u] = _e121;
    float _e131 = Mats.A[2].x;
    Out[13u] = _e131;
    return;
}

kernel void main0(
    constant type_Mats& Mats [[buffer(0)]],
    device float* Out [[buffer(1)]]
) {
    _glsl_main(Mats, Out);
    return;
}
