#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Light {
    packed_float3 lightDir;
    float ambient;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Light) == 16, "type_Light: size");
static_assert(__builtin_offsetof(type_Light, lightDir) == 0, "type_Light::lightDir: offset");
static_assert(__builtin_offsetof(type_Light, ambient) == 12, "type_Light::ambient: offset");
#endif

struct mainOutput {
    float4 SV_Target0;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target0) == 0, "mainOutput::SV_Target0: offset");
#endif

struct main0_out {
    float4 SV_Target0 [[color(0)]];
};

fragment main0_out main0(
    float4 pos [[position]],
    constant type_Light& Light [[buffer(0)]],
    float4 gAlbedo [[color(0)]],
    float4 gNormal [[color(1)]],
    float gDepth [[color(2)]]
) {
    float4 pos_1 = {};
    float3 albedo = {};
    float3 normal = {};
    float depth = {};
    float diffuse = {};
    float fog = {};
    pos_1 = pos;
    albedo = gAlbedo.xyz;
    normal = normalize((gNormal.xyz * float3(2.0f)) - float3(1.0f));
    depth = gDepth;
    diffuse = max(dot(normal, -float3(Light.lightDir)), 0.0f);
    fog = saturate(depth * 0.5f);
    float3 _e50 = mix(albedo * float3(Light.ambient + diffuse), float3(0.5f, 0.6f, 0.7f), float3(fog));
    {
        mainOutput result = mainOutput {float4(_e50.x, _e50.y, _e50.z, 1.0f)};
        main0_out out = {};
        out.SV_Target0 = result.SV_Target0;
        return out;
    }
}
