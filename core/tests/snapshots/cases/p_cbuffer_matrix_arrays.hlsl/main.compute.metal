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

struct packed_float3_line16 {
    packed_float3 value;
    uchar pad[4];
};

struct packed_float2_line16_x2 {
    array<packed_float2_line16, 1> lines;
    packed_float2 last;
};

struct packed_float3_line16_x2 {
    array<packed_float3_line16, 1> lines;
    packed_float3 last;
};

struct type_Params {
    array<array<float2_line16, 2>, 1> arr;
    packed_float2_line16_x2 arr_last;
    float2 x;
    array<float2x3, 1> q;
    packed_float3_line16_x2 q_last;
    float z;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Params) == 128, "type_Params: size");
static_assert(__builtin_offsetof(type_Params, arr) == 0, "type_Params::arr: offset");
static_assert(__builtin_offsetof(type_Params, arr_last) == 32, "type_Params::arr_last: offset");
static_assert(__builtin_offsetof(type_Params, x) == 56, "type_Params::x: offset");
static_assert(__builtin_offsetof(type_Params, q) == 64, "type_Params::q: offset");
static_assert(__builtin_offsetof(type_Params, q_last) == 96, "type_Params::q_last: offset");
static_assert(__builtin_offsetof(type_Params, z) == 124, "type_Params::z: offset");
#endif

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    constant type_Params& Params [[buffer(0)]],
    device float4* Out [[buffer(1)]]
) {
    uint3 id_1 = {};
    uint i = {};
    float2x2 _element = {};
    float3x2 _element_1 = {};
    float3x2 _element_2 = {};
    float3x2 _element_3 = {};
    float2x2 _element_4 = {};
    id_1 = id;
    i = id_1.x;
    uint _e7 = i;
    uint _e17 = i;
    float2x2 _e23 = float2x2(Params.arr[min(_e17, 0u)][0].value, Params.arr[min(_e17, 0u)][1].value);
    float2x2 _e25 = float2x2(float2(Params.arr_last.lines[0].value), float2(Params.arr_last.last));
    if (_e17 < 1u) {
        _element = transpose(_e23);
    } else {
        _element = transpose(_e25);
    }
    float2 _e32 = Params.x * _element;
    float2 _e37 = Params.x;
    Out[(_e7 * 3u) + 0u] = float4(_e32.x, _e32.y, _e37.x, _e37.y);
    uint _e43 = i;
    uint _e53 = i;
    float2x3 _e59 = Params.q[min(_e53, 0u)];
    float2x3 _e61 = float2x3(float3(Params.q_last.lines[0].value), float3(Params.q_last.last));
    if (_e53 < 1u) {
        _element_1 = transpose(_e59);
    } else {
        _element_1 = transpose(_e61);
    }
    float2 _e66 = _element_1[2];
    uint _e73 = 1u - i;
    float2x3 _e79 = Params.q[min(_e73, 0u)];
    float2x3 _e81 = float2x3(float3(Params.q_last.lines[0].value), float3(Params.q_last.last));
    if (_e73 < 1u) {
        _element_2 = transpose(_e79);
    } else {
        _element_2 = transpose(_e81);
    }
    Out[(_e43 * 3u) + 1u] = float4(_e66.x, _e66.y, _element_2[i].y, Params.z);
    uint _e96 = i;
    uint _e110 = i;
    float2x3 _e116 = Params.q[min(_e110, 0u)];
    float2x3 _e118 = float2x3(float3(Params.q_last.lines[0].value), float3(Params.q_last.last));
    if (_e110 < 1u) {
        _element_3 = transpose(_e116);
    } else {
        _element_3 = transpose(_e118);
    }
    float2 _e122 = _element_3 * float3(1.0f, 2.0f, 3.0f);
    uint _e127 = i;
    uint _e133 = i;
    float2x2 _e139 = float2x2(Params.arr[min(_e133, 0u)][0].value, Params.arr[min(_e133, 0u)][1].value);
    float2x2 _e141 = float2x2(float2(Params.arr_last.lines[0].value), float2(Params.arr_last.last));
    if (_e133 < 1u) {
        _element_4 = transpose(_e139);
    } else {
        _element_4 = transpose(_e141);
    }
    Out[(_e96 * 3u) + 2u] = float4(_e122.x, _e122.y, Params.arr_last.last[_e127], _element_4[1u - i].x);
    return;
}
