#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

void MinMax(float a, float b, thread float& lo, thread float& hi) {
    float a_1 = {};
    float b_1 = {};
    a_1 = a;
    b_1 = b;
    lo = min(a_1, b_1);
    hi = max(a_1, b_1);
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
    acc = acc + v;
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
    MinMax(float(id_1.x), 3.5f, _lo, _hi);
    lo = _lo;
    hi = _hi;
    acc = float4(0.0f);
    float _e17 = Scale(1.5f);
    float2 _e23 = Scale_1(float2(1.0f, 2.0f));
    int _e25 = Scale_2(3);
    _acc = acc;
    Accumulate(_acc, float4(_e17, _e23.x, _e23.y, float(_e25)));
    acc = _acc;
    float _e35 = Bias(lo, 0.5f);
    _acc_1 = acc;
    Accumulate(_acc_1, float4(_e35));
    acc = _acc_1;
    float _e42 = Bias(hi, 1.0f);
    _acc_2 = acc;
    Accumulate(_acc_2, float4(_e42));
    acc = _acc_2;
    Out[id_1.x] = acc;
    return;
}
