#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

float rowMajor(uint r, uint c, const device float* Rows) {
    return Rows[(r * 3u) + c];
}

float colMajor(uint r, uint c, const device float* Cols) {
    return Cols[(c * 2u) + r];
}

float plain(uint r, uint c, const device float* Plain) {
    return Plain[(c * 2u) + r];
}

float pragma(uint r, uint c, const device float* Pragma) {
    return Pragma[(r * 3u) + c];
}

void _glsl_main(const device float* Rows, const device float* Cols, const device float* Plain, device float4* Out, const device float* Pragma) {
    float3 x = {};
    float2 m0 = {};
    float2 m1 = {};
    float2 m2 = {};
    float2 m4 = {};
    x = float3(1.0f, 10.0f, 100.0f);
    float _e8 = rowMajor(0u, 0u, Rows);
    float _e11 = rowMajor(0u, 1u, Rows);
    float _e14 = rowMajor(0u, 2u, Rows);
    float3 _e16 = x;
    float _e20 = rowMajor(1u, 0u, Rows);
    float _e23 = rowMajor(1u, 1u, Rows);
    float _e26 = rowMajor(1u, 2u, Rows);
    m0 = float2(dot(float3(_e8, _e11, _e14), _e16), dot(float3(_e20, _e23, _e26), x));
    float _e37 = rowMajor(1u, 2u, Rows);
    float _e40 = rowMajor(0u, 1u, Rows);
    float2 _e41 = m0;
    Out[0u] = float4(_e41.x, _e41.y, _e37, _e40);
    float _e48 = colMajor(0u, 0u, Cols);
    float _e51 = colMajor(0u, 1u, Cols);
    float _e54 = colMajor(0u, 2u, Cols);
    float3 _e56 = x;
    float _e60 = colMajor(1u, 0u, Cols);
    float _e63 = colMajor(1u, 1u, Cols);
    float _e66 = colMajor(1u, 2u, Cols);
    m1 = float2(dot(float3(_e48, _e51, _e54), _e56), dot(float3(_e60, _e63, _e66), x));
    float _e77 = colMajor(1u, 2u, Cols);
    float _e80 = colMajor(0u, 1u, Cols);
    float2 _e81 = m1;
    Out[1u] = float4(_e81.x, _e81.y, _e77, _e80);
    float _e88 = plain(0u, 0u, Plain);
    float _e91 = plain(0u, 1u, Plain);
    float _e94 = plain(0u, 2u, Plain);
    float3 _e96 = x;
    float _e100 = plain(1u, 0u, Plain);
    float _e103 = plain(1u, 1u, Plain);
    float _e106 = plain(1u, 2u, Plain);
    m2 = float2(dot(float3(_e88, _e91, _e94), _e96), dot(float3(_e100, _e103, _e106), x));
    float _e117 = plain(1u, 0u, Plain);
    float _e120 = plain(0u, 2u, Plain);
    float2 _e121 = m2;
    Out[2u] = float4(_e121.x, _e121.y, _e117, _e120);
    float _e131 = rowMajor(0u, 0u, Rows);
    float _e134 = rowMajor(1u, 0u, Rows);
    float _e138 = rowMajor(0u, 1u, Rows);
    float _e141 = rowMajor(1u, 1u, Rows);
    float _e145 = rowMajor(0u, 2u, Rows);
    float _e148 = rowMajor(1u, 2u, Rows);
    float _e152 = rowMajor(1u, 0u, Rows);
    Out[3u] = float4(_e131 + _e134, _e138 + _e141, _e145 + _e148, _e152);
    float _e157 = pragma(0u, 0u, Pragma);
    float _e160 = pragma(0u, 1u, Pragma);
    float _e163 = pragma(0u, 2u, Pragma);
    float3 _e165 = x;
    float _e169 = pragma(1u, 0u, Pragma);
    float _e172 = pragma(1u, 1u, Pragma);
    float _e175 = pragma(1u, 2u, Pragma);
    m4 = float2(dot(float3(_e157, _e160, _e163), _e165), dot(float3(_e169, _e172, _e175), x));
    float _e186 = pragma(1u, 0u, Pragma);
    float _e189 = pragma(0u, 2u, Pragma);
    float2 _e190 = m4;
    Out[4u] = float4(_e190.x, _e190.y, _e186, _e189);
    return;
}

kernel void main0(
    const device float* Rows [[buffer(0)]],
    const device float* Cols [[buffer(1)]],
    const device float* Plain [[buffer(2)]],
    device float4* Out [[buffer(3)]],
    const device float* Pragma [[buffer(4)]]
) {
    _glsl_main(Rows, Cols, Plain, Out, Pragma);
    return;
}
