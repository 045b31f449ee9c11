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
    half _e4 = a_1;
    return as_type<half>(ushort(ushort(22947u) - ushort(as_type<ushort>(_e4) >> uint(ushort(1u)))));
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
    uint3 _e3 = id_1;
    uint4 _e12 = Constants.Const0;
    uv = (float2(_e3.xy) + float2(0.5f)) * as_type<float2>(_e12.xy);
    float2 _e19 = uv;
    float4 _e20 = InputTexture.gather(LinearClamp, _e19);
    reds = half4(_e20);
    float2 _e27 = uv;
    float4 _e28 = InputTexture.sample(LinearClamp, _e27, level(0.0f));
    c = half4(_e28);
    uint4 _e33 = Constants.Const0;
    uint2 _e34 = _e33.zw;
    scale = float2(float2(as_type<half2>(_e34.x)).x, float2(as_type<half2>(_e34.y)).x);
    half _e44 = reds.x;
    half _e45 = reds.w;
    half _e50 = ApproxRsqrt(max(_e44 + _e45, half(0.010002136f)));
    float _e53 = scale.x;
    float _e54 = scale.y;
    half4 _e58 = c;
    half3 _e61 = _e58.xyz * half3(_e50 * half(_e53 + _e54));
    half4 _e62 = c;
    c = half4(_e61.x, _e61.y, _e61.z, _e62.w);
    uint3 _e69 = id_1;
    half4 _e71 = c;
    OutputTexture.write(float4(_e71), uint2(_e69.xy));
    return;
}
