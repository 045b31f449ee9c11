#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Transforms {
    float4x4 rowMajor;
    float4x4 colMajor;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Transforms) == 128, "Transforms: size");
static_assert(__builtin_offsetof(Transforms, rowMajor) == 0, "Transforms::rowMajor: offset");
static_assert(__builtin_offsetof(Transforms, colMajor) == 64, "Transforms::colMajor: offset");
#endif

void _glsl_main(const device Transforms* xf, device float4* result) {
    float4 v = {};
    v = float4(1.0f, 2.0f, 3.0f, 1.0f);
    result[0u] = transpose(xf[0u].rowMajor) * v;
    result[1u] = xf[0u].colMajor * v;
    return;
}

kernel void main0(
    const device Transforms* xf [[buffer(0)]],
    device float4* result [[buffer(1)]]
) {
    _glsl_main(xf, result);
    return;
}
