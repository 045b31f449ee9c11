#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Lighting {
    packed_float3 lightDirection;
    float ambient;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Lighting) == 16, "type_Lighting: size");
static_assert(__builtin_offsetof(type_Lighting, lightDirection) == 0, "type_Lighting::lightDirection: offset");
static_assert(__builtin_offsetof(type_Lighting, ambient) == 12, "type_Lighting::ambient: offset");
#endif

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

// Metal Shader Converter's descriptor entry: a buffer's GPU address, a texture's resource ID,
// or a sampler's resource ID in gpuVA (IRDescriptorTableSetBuffer/SetTexture/SetSampler).
struct IRDescriptorTableEntry {
    ulong gpuVA;
    ulong textureViewID;
    ulong metadata;
};

// The top-level argument buffer (MSC's automatic layout), 96 bytes at buffer(2).
struct TopLevelArgumentBuffer {
    IRDescriptorTableEntry albedo; // t0, space 0
    IRDescriptorTableEntry normals; // t1, space 0
    IRDescriptorTableEntry Lighting; // b0, space 0
    IRDescriptorTableEntry materialSampler; // s0, space 0
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(TopLevelArgumentBuffer) == 96, "TopLevelArgumentBuffer: size");
static_assert(__builtin_offsetof(TopLevelArgumentBuffer, albedo) == 0, "TopLevelArgumentBuffer::albedo: offset");
static_assert(__builtin_offsetof(TopLevelArgumentBuffer, normals) == 24, "TopLevelArgumentBuffer::normals: offset");
static_assert(__builtin_offsetof(TopLevelArgumentBuffer, Lighting) == 48, "TopLevelArgumentBuffer::Lighting: offset");
static_assert(__builtin_offsetof(TopLevelArgumentBuffer, materialSampler) == 72, "TopLevelArgumentBuffer::materialSampler: offset");
#endif

struct main0_in {
    float2 uv [[user(TEXCOORD0)]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    float4 position [[position]],
    constant TopLevelArgumentBuffer& top_level [[buffer(2)]]
) {
    constant type_Lighting& Lighting = *reinterpret_cast<constant type_Lighting*>(top_level.Lighting.gpuVA);
    texture2d<float> albedo = as_type<texture2d<float>>(top_level.albedo.textureViewID);
    texture2d<float> normals = as_type<texture2d<float>>(top_level.normals.textureViewID);
    sampler materialSampler = as_type<sampler>(top_level.materialSampler.gpuVA);
    float2 uv = stage_in.uv;
    float4 position_1 = {};
    float2 uv_1 = {};
    float3 n = {};
    float lit = {};
    position_1 = position;
    uv_1 = uv;
    float4 _e8 = normals.sample(materialSampler, uv_1);
    n = (_e8.xyz * float3(2.0f)) - float3(1.0f);
    lit = saturate(dot(n, -float3(Lighting.lightDirection))) + Lighting.ambient;
    float4 _e33 = albedo.sample(materialSampler, uv_1);
    {
        mainOutput result = mainOutput {_e33 * float4(lit)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
