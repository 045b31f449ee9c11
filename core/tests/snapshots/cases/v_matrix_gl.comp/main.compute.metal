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
    a = Mats.A * v;
    b = v * Mats.A;
    c = v * transpose(float3x2(Mats.B[0].value, Mats.B[1].value, Mats.B[2].value));
    d = transpose(float3x2(Mats.B[0].value, Mats.B[1].value, Mats.B[2].value)) * float2(1.0f, -1.0f);
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
    Out[11u] = Mats.A[1].z;
    Out[12u] = Mats.B[1].value.y;
    Out[13u] = Mats.A[2].x;
    return;
}

kernel void main0(
    constant type_Mats& Mats [[buffer(0)]],
    device float* Out [[buffer(1)]]
) {
    _glsl_main(Mats, Out);
    return;
}
