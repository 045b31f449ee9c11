#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct float2_line16 {
    float2 value;
    uchar pad[8];
};

struct packed_float2_line16 {
    packed_float2 value;
    uchar pad[8];
};

struct type_Params {
    array<float2_line16, 2> A;
    array<float2_line16, 2> B;
    float2x3 C;
    array<array<float2_line16, 3>, 2> E;
    array<packed_float2_line16, 3> D;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Params) == 240, "type_Params: size");
static_assert(__builtin_offsetof(type_Params, A) == 0, "type_Params::A: offset");
static_assert(__builtin_offsetof(type_Params, B) == 32, "type_Params::B: offset");
static_assert(__builtin_offsetof(type_Params, C) == 64, "type_Params::C: offset");
static_assert(__builtin_offsetof(type_Params, E) == 96, "type_Params::E: offset");
static_assert(__builtin_offsetof(type_Params, D) == 192, "type_Params::D: offset");
#endif

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    constant type_Params& Params [[buffer(0)]],
    device float4* Out [[buffer(1)]]
) {
    uint3 id_1 = {};
    uint i = {};
    float2 v2 = {};
    float3 v3 = {};
    float2x2 p = {};
    id_1 = id;
    i = id_1.x;
    v2 = float2(1.0f, -2.0f);
    v3 = float3(0.5f, 2.0f, -1.0f);
    float2 _e30 = v2 * transpose(float2x2(Params.A[0].value, Params.A[1].value));
    float2 _e35 = float2x2(Params.B[0].value, Params.B[1].value) * v2;
    Out[(i * 6u) + 0u] = float4(_e30.x, _e30.y, _e35.x, _e35.y);
    float3 _e55 = v2 * transpose(Params.C);
    Out[(i * 6u) + 1u] = float4(_e55.x, _e55.y, _e55.z, Params.A[i].value.y + (10.0f * Params.B[i].value[1u - i]));
    float2 _e94 = transpose(Params.C) * v3;
    float2 _e100 = (v2 * float3x2(float2(Params.D[0].value), float2(Params.D[1].value), float2(Params.D[2].value))).yz;
    Out[(i * 6u) + 2u] = float4(_e94.x, _e94.y, _e100.x, _e100.y);
    float3 _e122 = transpose(float3x2(Params.E[i][0].value, Params.E[i][1].value, Params.E[i][2].value)) * v2;
    Out[(i * 6u) + 3u] = float4(_e122.x, _e122.y, _e122.z, Params.D[2].value[i]);
    float3 _e158 = transpose(float3x2(Params.E[1u - i][0].value, Params.E[1u - i][1].value, Params.E[1u - i][2].value))[1];
    Out[(i * 6u) + 4u] = float4(_e158.x, _e158.y, _e158.z, Params.C[0][i]);
    p = float2x2(Params.B[0].value, Params.B[1].value) * transpose(float2x2(Params.A[0].value, Params.A[1].value));
    float2 _e188 = p[0];
    float2 _e191 = float2(Params.D[i].value);
    Out[(i * 6u) + 5u] = float4(_e188.x, _e188.y, _e191.x, _e191.y);
    return;
}
