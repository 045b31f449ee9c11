#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    const device float* X [[buffer(0)]],
    device float* Out [[buffer(1)]],
    device float* R [[buffer(2)]]
) {
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
    R[3u] = fract(_e96);
    float _e102 = y;
    R[4u] = trunc(_e102);
    float _e108 = y;
    float _e110 = y;
    R[5u] = abs(_e108) * float(int(sign(_e110)));
    float _e122 = y;
    R[6u] = clamp(_e122, -1.0f, 1.0f);
    float _e129 = x;
    float _e130 = y;
    R[7u] = mix(_e129, _e130, 0.25f);
    float _e138 = x;
    R[8u] = fmod(-7.5f, _e138);
    float _e144 = x;
    R[9u] = saturate(_e144);
    return;
}
