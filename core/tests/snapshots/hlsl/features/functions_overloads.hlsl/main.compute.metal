#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

void MinMax(float a, float b, thread float& lo, thread float& hi) {
    float a_1 = {};
    float b_1 = {};
    a_1 = a;
    b_1 = b;
    float _e6 = a_1;
    float _e7 = b_1;
    lo = min(_e6, _e7);
    float _e9 = a_1;
    float _e10 = b_1;
    hi = max(_e9, _e10);
    return;
}

float Scale(float x) {
    return x * 2.0f;
}

float2 Scale_1(float2 x) {
    return x * float2(3.0f);
}

int Scale_2(int x) {
    return x * 4;
}

void Accumulate(thread float4& acc, float4 v) {
    float4 _e2 = acc;
    acc = _e2 + v;
    return;
}

float Bias(float x, float amount) {
    return x + amount;
}

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    device float4* Out [[buffer(0)]]
) {
    uint3 id_1 = {};
    float lo = {};
    float hi = {};
    float _lo = {};
    float _hi = {};
    float4 acc = {};
    float4 _acc = {};
    float4 _acc_1 = {};
    float4 _acc_2 = {};
    id_1 = id;
    uint _e6 = id_1.x;
    MinMax(float(_e6), 3.5f, _lo, _hi);
    float _e10 = _lo;
    lo = _e10;
    float _e11 = _hi;
    hi = _e11;
    acc = float4(0.0f);
    float _e17 = Scale(1.5f);
    float2 _e23 = Scale_1(float2(1.0f, 2.0f));
    int _e25 = Scale_2(3);
    float4 _e31 = acc;
    _acc = _e31;
    Accumulate(_acc, float4(_e17, _e23.x, _e23.y, float(_e25)));
    float4 _e32 = _acc;
    acc = _e32;
    float _e33 = lo;
    float _e35 = Bias(_e33, 0.5f);
    float4 _e38 = acc;
    _acc_1 = _e38;
    Accumulate(_acc_1, float4(_e35));
    float4 _e39 = _acc_1;
    acc = _e39;
    float _e41 = hi;
    float _e42 = Bias(_e41, 1.0f);
    float4 _e45 = acc;
    _acc_2 = _e45;
    Accumulate(_acc_2, float4(_e42));
    float4 _e46 = _acc_2;
    acc = _e46;
    uint _e49 = id_1.x;
    float4 _e51 = acc;
    Out[_e49] = _e51;
    return;
}
