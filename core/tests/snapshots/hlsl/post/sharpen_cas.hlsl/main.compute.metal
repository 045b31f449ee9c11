#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_SharpenParams {
    float Sharpness;
    uchar _pad1[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_SharpenParams) == 16, "type_SharpenParams: size");
static_assert(__builtin_offsetof(type_SharpenParams, Sharpness) == 0, "type_SharpenParams::Sharpness: offset");
#endif

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    texture2d<float> Color [[texture(0)]],
    texture2d<float, access::write> Output [[texture(1)]],
    constant type_SharpenParams& SharpenParams [[buffer(0)]]
) {
    uint3 id_1 = {};
    int2 p = {};
    float3 c = {};
    float3 n = {};
    float3 s = {};
    float3 e = {};
    float3 w = {};
    float3 mn = {};
    float3 mx = {};
    float3 amp = {};
    float3 weight = {};
    float3 result = {};
    id_1 = id;
    p = int2(id_1.xy);
    int2 _e9 = p;
    int3 _e12 = int3(_e9.x, _e9.y, 0);
    float4 _e15 = Color.read(uint2(_e12.xy), uint(_e12.z));
    c = _e15.xyz;
    int2 _e24 = p + int2(0, -1);
    int3 _e28 = int3(_e24.x, _e24.y, 0);
    float4 _e31 = Color.read(uint2(_e28.xy), uint(_e28.z));
    n = _e31.xyz;
    int2 _e39 = p + int2(0, 1);
    int3 _e43 = int3(_e39.x, _e39.y, 0);
    float4 _e46 = Color.read(uint2(_e43.xy), uint(_e43.z));
    s = _e46.xyz;
    int2 _e54 = p + int2(1, 0);
    int3 _e58 = int3(_e54.x, _e54.y, 0);
    float4 _e61 = Color.read(uint2(_e58.xy), uint(_e58.z));
    e = _e61.xyz;
    int2 _e70 = p + int2(-1, 0);
    int3 _e74 = int3(_e70.x, _e70.y, 0);
    float4 _e77 = Color.read(uint2(_e74.xy), uint(_e74.z));
    w = _e77.xyz;
    mn = min(c, min(min(n, s), min(e, w)));
    mx = max(c, max(max(n, s), max(e, w)));
    amp = sqrt(saturate(min(mn, float3(1.0f) - mx) / max(mx, float3(1e-5f))));
    weight = (-amp) * float3(mix(0.125f, 0.2f, SharpenParams.Sharpness));
    result = (c + ((((n + s) + e) + w) * weight)) / (float3(1.0f) + (float3(4.0f) * weight));
    float3 _e152 = saturate(result);
    Output.write(float4(_e152.x, _e152.y, _e152.z, 1.0f), uint2(id_1.xy));
    return;
}
