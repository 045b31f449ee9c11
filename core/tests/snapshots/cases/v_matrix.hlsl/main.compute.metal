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
    a = v * transpose(Mats.A);
    b = transpose(Mats.A) * v;
    c = v * float2x3(float3(Mats.B[0].value), float3(Mats.B[1].value));
    d = float2x3(float3(Mats.B[0].value), float3(Mats.B[1].value)) * float2(1.0f, -1.0f);
    Out[0u] = a.x;
    Out[1u] = a.y;
    Out[2u] = a.z;
    Out[3u] = b.x;
    Out[4u] = b.y;
    Out[5u] = b.z;
    Out[6u] = c.x;
    Out[7u] = c.y;
    Out[8u] = d.x;
    Out[9u] = d.y;
    Out[10u] = d.z;
    Out[11u] = Mats.A[2].y;
    Out[12u] = Mats.B[1].value.y;
    Out[13u] = Mats.A[0].z;
    return;
}
