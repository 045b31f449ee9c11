#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

float half_of(float x) {
    return x * 0.5f;
}

float double_of(float x) {
    return x * 2.0f;
}

float saturate_add(float a, float b) {
    return saturate(a + b);
}

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    device float* values [[buffer(0)]]
) {
    uint3 id_1 = {};
    float v = {};
    float a = {};
    float b = {};
    id_1 = id;
    v = values[id_1.x];
    float _e10 = half_of(v);
    a = _e10;
    float _e19 = double_of((v + 1.0f) * (v + 1.0f));
    b = _e19;
    uint _e22 = id_1.x;
    float _e24 = b;
    float _e25 = a;
    float _e29 = a;
    float _e31 = a;
    float _e32 = b;
    float _e34 = v;
    float _e39 = saturate_add(a, b);
    values[_e22] = ((_e29 + ((_e24 - _e25) * 0.25f)) + max(max(_e31, _e32), _e34)) + _e39;
    return;
}
