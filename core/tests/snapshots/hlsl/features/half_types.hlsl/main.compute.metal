#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

half3 Desaturate(half3 c, half amount) {
    half3 c_1 = {};
    half amount_1 = {};
    half luma = {};
    c_1 = c;
    amount_1 = amount;
    half3 _e9 = c_1;
    luma = dot(_e9, half3(half(0.29907227f), half(0.58691406f), half(0.11401367f)));
    half _e11 = luma;
    half3 _e13 = c_1;
    half _e14 = amount_1;
    return mix(_e13, half3(_e11), half3(_e14));
}

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device half4* Colors [[buffer(0)]],
    device float4* Out [[buffer(1)]]
) {
    uint3 id_1 = {};
    half4 c = {};
    ushort k = {};
    id_1 = id;
    uint _e5 = id_1.x;
    half4 _e7 = Colors[_e5];
    c = _e7;
    k = ushort(3u);
    half4 _e12 = c;
    half3 _e14 = Desaturate(_e12.xyz, half(0.5f));
    ushort _e15 = k;
    half3 _e18 = _e14 * half3(half(_e15));
    half4 _e19 = c;
    c = half4(_e18.x, _e18.y, _e18.z, _e19.w);
    uint _e27 = id_1.x;
    half4 _e29 = c;
    Out[_e27] = float4(_e29);
    return;
}
