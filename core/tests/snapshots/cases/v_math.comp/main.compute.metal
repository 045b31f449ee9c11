#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

void _glsl_main(const device float* X, device float* Out, device float* R) {
    float x = {};
    float y = {};
    float _e5 = X[0u];
    x = _e5;
    float _e11 = X[1u];
    y = _e11;
    float _e16 = x;
    Out[0u] = sqrt(_e16);
    float _e23 = x;
    Out[1u] = rsqrt(_e23 * 2.0f);
    float _e31 = x;
    Out[2u] = exp2(_e31 + 1.5f);
    float _e39 = x;
    Out[3u] = log2(_e39 * 5.0f);
    float _e47 = x;
    Out[4u] = sin(_e47 * 0.25f);
    float _e54 = x;
    Out[5u] = cos(_e54);
    float _e61 = x;
    float _e63 = x;
    Out[6u] = pow(_e63, 0.5f + _e61);
    float _e69 = x;
    float _e70 = y;
    Out[7u] = atan2(_e69, _e70);
    float _e76 = y;
    R[0u] = floor(_e76);
    float _e82 = y;
    R[1u] = ceil(_e82);
    float _e89 = x;
    R[2u] = rint(_e89 + 0.5f);
    float _e96 = y;
    float _e98 = y;
    R[3u] = _e98 - floor(_e96);
    float _e104 = y;
    R[4u] = trunc(_e104);
    float _e110 = y;
    float _e112 = y;
    R[5u] = abs(_e110) * float(int(sign(_e112)));
    float _e124 = y;
    R[6u] = clamp(_e124, -1.0f, 1.0f);
    float _e131 = x;
    float _e132 = y;
    R[7u] = mix(_e131, _e132, 0.25f);
    float _e142 = x;
    float _e145 = x;
    R[8u] = (-7.5f) - (_e145 * trunc((-7.5f) / _e142));
    float _e154 = x;
    R[9u] = clamp(_e154, 0.0f, 1.0f);
    return;
}

kernel void main0(
    const device float* X [[buffer(0)]],
    device float* Out [[buffer(1)]],
    device float* R [[buffer(2)]]
) {
    _glsl_main(X, Out, R);
    return;
}
