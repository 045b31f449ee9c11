#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Constants {
    uint4 Const0;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Constants) == 16, "type_Constants: size");
static_assert(__builtin_offsetof(type_Constants, Const0) == 0, "type_Constants::Const0: offset");
#endif

half ApproxRsqrt(half a) {
    half a_1 = {};
    a_1 = a;
    return as_type<half>(ushort(ushort(22947u) - ushort(as_type<ushort>(a_1) >> ushort(uint(ushort(1u)) & 15u))));
}

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    texture2d<float> InputTexture [[texture(0)]],
    texture2d<float, access::write> OutputTexture [[texture(1)]],
    sampler LinearClamp [[sampler(0)]],
    constant type_Constants& Constants [[buffer(0)]]
) {
    uint3 id_1 = {};
    float2 uv = {};
    half4 reds = {};
    half4 c = {};
    float2 scale = {};
    id_1 = id;
    uv = (float2(id_1.xy) + float2(0.5f)) * as_type<float2>(Constants.Const0.xy);
    float4 _e20 = InputTexture.gather(LinearClamp, uv);
    reds = half4(_e20);
    float4 _e28 = InputTexture.sample(LinearClamp, uv, level(0.0f));
    c = half4(_e28);
    uint2 _e34 = Constants.Const0.zw;
    scale = float2(float2(as_type<half2>(_e34.x)).x, float2(as_type<half2>(_e34.y)).x);
    half _e50 = ApproxRsqrt(max(reds.x + reds.w, half(0.010002136f)));
    half3 _e61 = c.xyz * half3(_e50 * half(scale.x + scale.y));
    c = half4(_e61.x, _e61.y, _e61.z, c.w);
    OutputTexture.write(float4(c), uint2(id_1.xy));
    return;
}
