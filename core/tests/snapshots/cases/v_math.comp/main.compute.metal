#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

void _glsl_main(const device float* X, device float* Out, device float* R) {
    float x = {};
    float y = {};
    x = X[0u];
    y = X[1u];
    Out[0u] = sqrt(x);
    Out[1u] = rsqrt(x * 2.0f);
    Out[2u] = exp2(x + 1.5f);
    Out[3u] = log2(x * 5.0f);
    Out[4u] = sin(x * 0.25f);
    Out[5u] = cos(x);
    Out[6u] = pow(x, 0.5f + x);
    Out[7u] = atan2(x, y);
    R[0u] = floor(y);
    R[1u] = ceil(y);
    R[2u] = rint(x + 0.5f);
    R[3u] = y - floor(y);
    R[4u] = trunc(y);
    R[5u] = abs(y) * sign(y);
    R[6u] = clamp(y, -1.0f, 1.0f);
    R[7u] = mix(x, y, 0.25f);
    R[8u] = (-7.5f) - (x * trunc((-7.5f) / x));
    R[9u] = clamp(x, 0.0f, 1.0f);
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
