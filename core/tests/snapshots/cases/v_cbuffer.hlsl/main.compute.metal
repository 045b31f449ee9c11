// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct _mslBufferSizes {
    uint size1;
};

struct type_3 {
    float inner[3];
};
struct Light {
    metal::packed_float3 dir;
    float intensity;
};
struct type_Params {
    float scale;
    metal::packed_float3 offset;
    metal::float2 uv;
    char _pad3[8];
    type_3 arr;
    float after;
    Light light;
    metal::int2 ij;
    uint flag;
};
typedef float type_6[1];

[[max_total_threads_per_threadgroup(1)]] kernel void main_(
  constant type_Params& Params [[buffer(0)]]
, device type_6& Out [[buffer(1)]]
, constant _mslBufferSizes& _buffer_sizes [[buffer(29)]]
) {
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
    uint _index_14 = {};
    uint _index_15 = {};
    uint _index_16 = {};
    _index = 0u;
    uint _e4 = _index;
    float _e8 = Params.scale;
    Out[_e4] = _e8;
    _index_1 = 1u;
    uint _e13 = _index_1;
    float _e18 = Params.offset[0];
    Out[_e13] = _e18;
    _index_2 = 2u;
    uint _e23 = _index_2;
    float _e28 = Params.offset[1];
    Out[_e23] = _e28;
    _index_3 = 3u;
    uint _e33 = _index_3;
    float _e38 = Params.offset[2];
    Out[_e33] = _e38;
    _index_4 = 4u;
    uint _e43 = _index_4;
    float _e48 = Params.uv.x;
    Out[_e43] = _e48;
    _index_5 = 5u;
    uint _e53 = _index_5;
    float _e58 = Params.uv.y;
    Out[_e53] = _e58;
    _index_6 = 6u;
    uint _e63 = _index_6;
    float _e69 = Params.arr.inner[0];
    Out[_e63] = _e69;
    _index_7 = 7u;
    uint _e74 = _index_7;
    float _e80 = Params.arr.inner[1];
    Out[_e74] = _e80;
    _index_8 = 8u;
    uint _e85 = _index_8;
    float _e91 = Params.arr.inner[2];
    Out[_e85] = _e91;
    _index_9 = 9u;
    uint _e96 = _index_9;
    float _e100 = Params.after;
    Out[_e96] = _e100;
    _index_10 = 10u;
    uint _e105 = _index_10;
    float _e111 = Params.light.dir[0];
    Out[_e105] = _e111;
    _index_11 = 11u;
    uint _e116 = _index_11;
    float _e122 = Params.light.dir[1];
    Out[_e116] = _e122;
    _index_12 = 12u;
    uint _e127 = _index_12;
    float _e133 = Params.light.dir[2];
    Out[_e127] = _e133;
    _index_13 = 13u;
    uint _e138 = _index_13;
    float _e143 = Params.light.intensity;
    Out[_e138] = _e143;
    _index_14 = 14u;
    uint _e148 = _index_14;
    int _e153 = Params.ij.x;
    Out[_e148] = static_cast<float>(_e153);
    _index_15 = 15u;
    uint _e159 = _index_15;
    int _e164 = Params.ij.y;
    Out[_e159] = static_cast<float>(_e164);
    _index_16 = 16u;
    uint _e170 = _index_16;
    uint _e174 = Params.flag;
    Out[_e170] = static_cast<float>(_e174);
    return;
}
