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
    uint _e59 = i;
    uint _e65 = i;
    uint _e68 = i;
    float _e72 = Params.B[_e65].value[1u - _e68];
    float _e74 = Params.A[_e59].value.y;
    Out[(_e43 * 6u) + 1u] = float4(_e55.x, _e55.y, _e55.z, _e74 + (10.0f * _e72));
    uint _e82 = i;
    float3 _e91 = v3;
    float2x3 _e92 = Params.C;
    float2 _e94 = transpose(_e92) * _e91;
    float3x2 _e97 = float3x2(float2(Params.D[0].value), float2(Params.D[1].value), float2(Params.D[2].value));
    float2 _e98 = v2;
    float2 _e100 = (_e98 * _e97).yz;
    Out[(_e82 * 6u) + 2u] = float4(_e94.x, _e94.y, _e100.x, _e100.y);
    uint _e108 = i;
    uint _e117 = i;
    float2 _e119 = v2;
    float3x2 _e120 = float3x2(Params.E[_e117][0].value, Params.E[_e117][1].value, Params.E[_e117][2].value);
    float3 _e122 = transpose(_e120) * _e119;
    uint _e127 = i;
    float _e132 = Params.D[2].value[_e127];
    Out[(_e108 * 6u) + 3u] = float4(_e122.x, _e122.y, _e122.z, _e132);
    uint _e136 = i;
    uint _e146 = i;
    uint _e153 = i;
    float3x2 _e156 = float3x2(Params.E[1u - _e146][0].value, Params.E[1u - _e146][1].value, Params.E[1u - _e146][2].value);
    float3 _e158 = transpose(_e156)[1];
    float _e162 = Params.C[0][_e153];
    Out[(_e136 * 6u) + 4u] = float4(_e158.x, _e158.y, _e158.z, _e162);
    float2x2 _e169 = float2x2(Params.A[0].value, Params.A[1].value);
    float2x2 _e171 = float2x2(Params.B[0].value, Params.B[1].value);
    p = _e171 * transpose(_e169);
    uint _e175 = i;
    uint _e186 = i;
    float2 _e188 = p[0];
    float2 _e191 = float2(Params.D[_e186].value);
    Out[(_e175 * 6u) + 5u] = float4(_e188.x, _e188.y, _e191.x, _e191.y);
    return;
}
