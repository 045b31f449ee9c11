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
    uint _e4 = id_1.x;
    i = _e4;
    v2 = float2(1.0f, -2.0f);
    v3 = float3(0.5f, 2.0f, -1.0f);
    uint _e18 = i;
    float2x2 _e27 = float2x2(Params.A[0].value, Params.A[1].value);
    float2 _e29 = v2;
    float2 _e30 = _e29 * transpose(_e27);
    float2 _e33 = v2;
    float2x2 _e34 = float2x2(Params.B[0].value, Params.B[1].value);
    float2 _e35 = _e34 * _e33;
    Out[(_e18 * 6u) + 0u] = float4(_e30.x, _e30.y, _e35.x, _e35.y);
    uint _e43 = i;
    float2x3 _e52 = Params.C;
    float2 _e54 = v2;
    float3 _e55 = _e54 * transpose(_e52);
    float2x2 _e59 = float2x2(Params.A[0].value, Params.A[1].value);
    uint _e62 = i;
    uint _e67 = i;
    uint _e70 = i;
    float _e74 = Params.B[_e67].value[1u - _e70];
    Out[(_e43 * 6u) + 1u] = float4(_e55.x, _e55.y, _e55.z, transpose(_e59)[1][_e62] + (10.0f * _e74));
    uint _e83 = i;
    float3 _e92 = v3;
    float2x3 _e93 = Params.C;
    float2 _e95 = transpose(_e93) * _e92;
    float3x2 _e98 = float3x2(float2(Params.D[0].value), float2(Params.D[1].value), float2(Params.D[2].value));
    float2 _e99 = v2;
    float2 _e101 = (_e99 * _e98).yz;
    Out[(_e83 * 6u) + 2u] = float4(_e95.x, _e95.y, _e101.x, _e101.y);
    uint _e109 = i;
    uint _e118 = i;
    float2 _e120 = v2;
    float3x2 _e121 = float3x2(Params.E[_e118][0].value, Params.E[_e118][1].value, Params.E[_e118][2].value);
    float3 _e123 = transpose(_e121) * _e120;
    uint _e128 = i;
    float _e133 = Params.D[2].value[_e128];
    Out[(_e109 * 6u) + 3u] = float4(_e123.x, _e123.y, _e123.z, _e133);
    uint _e137 = i;
    uint _e147 = i;
    float3x2 _e152 = float3x2(Params.E[1u - _e147][0].value, Params.E[1u - _e147][1].value, Params.E[1u - _e147][2].value);
    float3 _e154 = transpose(_e152)[1];
    uint _e157 = i;
    float2x3 _e158 = Params.C;
    Out[(_e137 * 6u) + 4u] = float4(_e154.x, _e154.y, _e154.z, transpose(_e158)[_e157].x);
    float2x2 _e171 = float2x2(Params.A[0].value, Params.A[1].value);
    float2x2 _e173 = float2x2(Params.B[0].value, Params.B[1].value);
    p = _e173 * transpose(_e171);
    uint _e177 = i;
    uint _e188 = i;
    float2 _e190 = p[0];
    float2 _e193 = float2(Params.D[_e188].value);
    Out[(_e177 * 6u) + 5u] = float4(_e190.x, _e190.y, _e193.x, _e193.y);
    return;
}
