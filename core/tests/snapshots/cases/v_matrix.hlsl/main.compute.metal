// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct _mslBufferSizes {
    uint size1;
};

struct type_Mats {
    metal::float3x3 A;
    metal::float2x3 B;
};
typedef float type_3[1];

[[max_total_threads_per_threadgroup(1)]] kernel void main_(
  constant type_Mats& Mats [[buffer(0)]]
, device type_3& Out [[buffer(1)]]
, constant _mslBufferSizes& _buffer_sizes [[buffer(29)]]
) {
    metal::float3 v = {};
    metal::float3 a = {};
    metal::float3 b = {};
    metal::float2 c = {};
    metal::float3 d = {};
    uint _index = {};
    uint _index_1 = {};
    uint _index_2 = {};
    uint _index_3 = {};
    uint _index_4 = {};
    uint _index_5 = {};
    uint _index_6 = {};
    uint _index_7 = {};
    uint _index_8 = {};
    uint _index_9 = {};
    uint _index_10 = {};
    uint _index_11 = {};
    uint _index_12 = {};
    uint _index_13 = {};
    v = metal::float3(1.0, 2.0, 3.0);
    metal::float3x3 _e8 = Mats.A;
    metal::float3 _e10 = v;
    a = _e10 * metal::transpose(_e8);
    metal::float3 _e15 = v;
    metal::float3x3 _e16 = Mats.A;
    b = metal::transpose(_e16) * _e15;
    metal::float2x3 _e22 = Mats.B;
    metal::float3 _e23 = v;
    c = _e23 * _e22;
    metal::float2x3 _e32 = Mats.B;
    d = _e32 * metal::float2(1.0, -(1.0));
    _index = 0u;
    uint _e38 = _index;
    float _e41 = a.x;
    Out[_e38] = _e41;
    _index_1 = 1u;
    uint _e46 = _index_1;
    float _e49 = a.y;
    Out[_e46] = _e49;
    _index_2 = 2u;
    uint _e54 = _index_2;
    float _e57 = a.z;
    Out[_e54] = _e57;
    _index_3 = 3u;
    uint _e62 = _index_3;
    float _e65 = b.x;
    Out[_e62] = _e65;
    _index_4 = 4u;
    uint _e70 = _index_4;
    float _e73 = b.y;
    Out[_e70] = _e73;
    _index_5 = 5u;
    uint _e78 = _index_5;
    float _e81 = b.z;
    Out[_e78] = _e81;
    _index_6 = 6u;
    uint _e86 = _index_6;
    float _e89 = c.x;
    Out[_e86] = _e89;
    _index_7 = 7u;
    uint _e94 = _index_7;
    float _e97 = c.y;
    Out[_e94] = _e97;
    _index_8 = 8u;
    uint _e102 = _index_8;
    float _e105 = d.x;
    Out[_e102] = _e105;
    _index_9 = 9u;
    uint _e110 = _index_9;
    float _e113 = d.y;
    Out[_e110] = _e113;
    _index_10 = 10u;
    uint _e118 = _index_10;
    float _e121 = d.z;
    Out[_e118] = _e121;
    _index_11 = 11u;
    uint _e126 = _index_11;
    metal::float3x3 _e131 = Mats.A;
    Out[_e126] = metal::transpose(_e131)[1].z;
    _index_12 = 12u;
    uint _e140 = _index_12;
    float _e148 = Mats.B[1].y;
    Out[_e140] = _e148;
    _index_13 = 13u;
    uint _e153 = _index_13;
    metal::float3x3 _e158 = Mats.A;
    Out[_e153] = metal::transpose(_e158)[2].x;
    return;
}
