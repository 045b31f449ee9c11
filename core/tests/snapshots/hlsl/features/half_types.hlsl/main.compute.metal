#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

half3 Desaturate(half3 c, half amount) {
    half3 c_1 = {};
    half amount_1 = {};
    half luma = {};
    c_1 = c;
    amount_1 = amount;
    luma = dot(c_1, half3(half(0.29907227f), half(0.58691406f), half(0.11401367f)));
    return mix(c_1, half3(luma), half3(amount_1));
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
    c = Colors[id_1.x];
    k = ushort(3u);
    half3 _e14 = Desaturate(c.xyz, half(0.5f));
    half3 _e18 = _e14 * half3(half(k));
    c = half4(_e18.x, _e18.y, _e18.z, c.w);
    Out[id_1.x] = float4(c);
    return;
}
