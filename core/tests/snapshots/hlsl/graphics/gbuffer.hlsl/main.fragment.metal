#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Material {
    float4 Tint;
    float Roughness;
    float Metallic;
    uchar _pad3[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Material) == 32, "type_Material: size");
static_assert(__builtin_offsetof(type_Material, Tint) == 0, "type_Material::Tint: offset");
static_assert(__builtin_offsetof(type_Material, Roughness) == 16, "type_Material::Roughness: offset");
static_assert(__builtin_offsetof(type_Material, Metallic) == 20, "type_Material::Metallic: offset");
#endif

struct PSIn {
    float4 pos;
    float3 normal;
    float3 tangent;
    float2 uv;
    float depth;
    uchar _pad5[4];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PSIn) == 64, "PSIn: size");
static_assert(__builtin_offsetof(PSIn, pos) == 0, "PSIn::pos: offset");
static_assert(__builtin_offsetof(PSIn, normal) == 16, "PSIn::normal: offset");
static_assert(__builtin_offsetof(PSIn, tangent) == 32, "PSIn::tangent: offset");
static_assert(__builtin_offsetof(PSIn, uv) == 48, "PSIn::uv: offset");
static_assert(__builtin_offsetof(PSIn, depth) == 56, "PSIn::depth: offset");
#endif

struct mainOutput {
    float4 SV_Target0;
    float4 SV_Target1;
    float2 SV_Target2;
    uchar _pad3[8];
    float SV_Target3;
    uchar _pad4[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 64, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target0) == 0, "mainOutput::SV_Target0: offset");
static_assert(__builtin_offsetof(mainOutput, SV_Target1) == 16, "mainOutput::SV_Target1: offset");
static_assert(__builtin_offsetof(mainOutput, SV_Target2) == 32, "mainOutput::SV_Target2: offset");
static_assert(__builtin_offsetof(mainOutput, SV_Target3) == 48, "mainOutput::SV_Target3: offset");
#endif

struct GBuffer {
    float4 albedo;
    float4 normal;
    float2 material;
    float depth;
    uchar _pad4[4];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(GBuffer) == 48, "GBuffer: size");
static_assert(__builtin_offsetof(GBuffer, albedo) == 0, "GBuffer::albedo: offset");
static_assert(__builtin_offsetof(GBuffer, normal) == 16, "GBuffer::normal: offset");
static_assert(__builtin_offsetof(GBuffer, material) == 32, "GBuffer::material: offset");
static_assert(__builtin_offsetof(GBuffer, depth) == 40, "GBuffer::depth: offset");
#endif

struct main0_in {
    float3 input_NORMAL [[user(NORMAL0)]];
    float3 input_TANGENT [[user(TANGENT0)]];
    float2 input_TEXCOORD0 [[user(TEXCOORD0)]];
    float input_TEXCOORD1 [[user(TEXCOORD1)]];
};

struct main0_out {
    float4 SV_Target0 [[color(0)]];
    float4 SV_Target1 [[color(1)]];
    float2 SV_Target2 [[color(2)]];
    float SV_Target3 [[color(3)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    float4 input_SV_Position [[position]],
    bool frontFace [[front_facing]],
    constant type_Material& Material [[buffer(0)]],
    texture2d<float> AlbedoMap [[texture(0)]],
    texture2d<float> NormalMap [[texture(1)]],
    sampler Aniso [[sampler(0)]]
) {
    float3 input_NORMAL = stage_in.input_NORMAL;
    float3 input_TANGENT = stage_in.input_TANGENT;
    float2 input_TEXCOORD0 = stage_in.input_TEXCOORD0;
    float input_TEXCOORD1 = stage_in.input_TEXCOORD1;
    PSIn input = {};
    bool frontFace_1 = {};
    float3 n = {};
    float3 t = {};
    float3 b = {};
    float3 tn = {};
    float3x3 tbn = {};
    float3 worldN = {};
    GBuffer g = {};
    input = PSIn {input_SV_Position, input_NORMAL, input_TANGENT, input_TEXCOORD0, input_TEXCOORD1};
    frontFace_1 = frontFace;
    n = normalize(input.normal) * float3(frontFace_1 ? 1.0f : (-1.0f));
    t = normalize(input.tangent - (float3(dot(input.tangent, n)) * n));
    b = cross(n, t);
    float4 _e41 = NormalMap.sample(Aniso, input.uv);
    tn = (_e41.xyz * float3(2.0f)) - float3(1.0f);
    float3 _e52 = t;
    float3 _e56 = b;
    float3 _e60 = n;
    tbn = float3x3(float3(_e52.x, _e52.y, _e52.z), float3(_e56.x, _e56.y, _e56.z), float3(_e60.x, _e60.y, _e60.z));
    worldN = normalize(tbn * tn);
    float4 _e79 = AlbedoMap.sample(Aniso, input.uv);
    g.albedo = _e79 * Material.Tint;
    float3 _e93 = (worldN * float3(0.5f)) + float3(0.5f);
    g.normal = float4(_e93.x, _e93.y, _e93.z, 1.0f);
    g.material = float2(Material.Roughness, Material.Metallic);
    g.depth = input.depth;
    GBuffer _e111 = g;
    {
        mainOutput result = mainOutput {_e111.albedo, _e111.normal, _e111.material, {}, _e111.depth};
        main0_out out = {};
        out.SV_Target0 = result.SV_Target0;
        out.SV_Target1 = result.SV_Target1;
        out.SV_Target2 = result.SV_Target2;
        out.SV_Target3 = result.SV_Target3;
        return out;
    }
}
