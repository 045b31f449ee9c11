#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

struct main0_in {
    float2 uv [[user(TEXCOORD0)]];
    uint id [[user(MATERIAL0), flat]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d<float> occlusionTexture [[texture(0)]],
    texture2d<float> metallicRoughnessTexture [[texture(1)]],
    texture_buffer<uint> materialIds [[texture(2)]],
    sampler linearSampler [[sampler(0)]]
) {
    float2 uv = stage_in.uv;
    uint id = stage_in.id;
    float2 uv_1 = {};
    uint id_1 = {};
    float occlusion = {};
    float ao = {};
    float2 metallicRoughness = {};
    uint material = {};
    float3 tint = {};
    uv_1 = uv;
    id_1 = id;
    float4 _e8 = occlusionTexture.sample(linearSampler, uv_1);
    occlusion = _e8.x;
    float4 _e16 = occlusionTexture.sample(linearSampler, uv_1, level(0.0f));
    ao = _e16.x;
    float4 _e22 = metallicRoughnessTexture.sample(linearSampler, uv_1);
    metallicRoughness = _e22.xyz.zy;
    uint4 _e29 = materialIds.read(uint(id_1));
    material = _e29.x;
    tint = float3(ao) * float3(bool(material & 1u) ? 0.5f : 1.0f);
    float3 _e47 = tint * float3(occlusion);
    {
        mainOutput result = mainOutput {float4(_e47.x, _e47.y, _e47.z, metallicRoughness.x + metallicRoughness.y)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
