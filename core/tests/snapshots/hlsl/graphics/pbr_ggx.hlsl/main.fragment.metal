#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Frame {
    packed_float3 CameraPosition;
    float Exposure;
    packed_float3 LightDirection;
    float LightIntensity;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Frame) == 32, "type_Frame: size");
static_assert(__builtin_offsetof(type_Frame, CameraPosition) == 0, "type_Frame::CameraPosition: offset");
static_assert(__builtin_offsetof(type_Frame, Exposure) == 12, "type_Frame::Exposure: offset");
static_assert(__builtin_offsetof(type_Frame, LightDirection) == 16, "type_Frame::LightDirection: offset");
static_assert(__builtin_offsetof(type_Frame, LightIntensity) == 28, "type_Frame::LightIntensity: offset");
#endif

struct PSIn {
    float4 position;
    float3 worldPos;
    float3 normal;
    float2 uv;
    uchar _pad4[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PSIn) == 64, "PSIn: size");
static_assert(__builtin_offsetof(PSIn, position) == 0, "PSIn::position: offset");
static_assert(__builtin_offsetof(PSIn, worldPos) == 16, "PSIn::worldPos: offset");
static_assert(__builtin_offsetof(PSIn, normal) == 32, "PSIn::normal: offset");
static_assert(__builtin_offsetof(PSIn, uv) == 48, "PSIn::uv: offset");
#endif

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

constant float PI = 3.1415927f;

float3 FresnelSchlick(float cosTheta, float3 F0) {
    return F0 + ((float3(1.0f) - F0) * float3(pow(saturate(1.0f - cosTheta), 5.0f)));
}

float DistributionGGX(float NdotH, float roughness) {
    float a = {};
    float a2 = {};
    float d = {};
    a = roughness * roughness;
    a2 = a * a;
    d = ((NdotH * NdotH) * (a2 - 1.0f)) + 1.0f;
    return a2 / ((PI * d) * d);
}

float GeometrySchlickGGX(float NdotV, float roughness) {
    float r = {};
    float k = {};
    r = roughness + 1.0f;
    k = (r * r) / 8.0f;
    return NdotV / ((NdotV * (1.0f - k)) + k);
}

struct main0_in {
    float3 i_POSITION1 [[user(POSITION1)]];
    float3 i_NORMAL [[user(NORMAL0)]];
    float2 i_TEXCOORD0 [[user(TEXCOORD0)]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    float4 i_SV_Position [[position]],
    constant type_Frame& Frame [[buffer(0)]],
    texture2d<float> BaseColorTex [[texture(0)]],
    texture2d<float> MetalRoughTex [[texture(1)]],
    texturecube<float> IrradianceMap [[texture(2)]],
    sampler TrilinearWrap [[sampler(0)]]
) {
    float3 i_POSITION1 = stage_in.i_POSITION1;
    float3 i_NORMAL = stage_in.i_NORMAL;
    float2 i_TEXCOORD0 = stage_in.i_TEXCOORD0;
    PSIn i = {};
    float3 albedo = {};
    float2 mr = {};
    float metallic = {};
    float roughness = {};
    float3 N = {};
    float3 V = {};
    float3 L = {};
    float3 H = {};
    float NdotL = {};
    float NdotV = {};
    float3 F0 = {};
    float3 F = {};
    float D = {};
    float G = {};
    float3 specular = {};
    float3 kd = {};
    float3 direct = {};
    float3 ambient = {};
    float3 color = {};
    i = PSIn {i_SV_Position, i_POSITION1, i_NORMAL, i_TEXCOORD0};
    float4 _e11 = BaseColorTex.sample(TrilinearWrap, i.uv);
    albedo = _e11.xyz;
    float4 _e18 = MetalRoughTex.sample(TrilinearWrap, i.uv);
    mr = _e18.xy;
    metallic = mr.x;
    roughness = max(mr.y, 0.04f);
    N = normalize(i.normal);
    V = normalize(float3(Frame.CameraPosition) - i.worldPos);
    L = normalize(-float3(Frame.LightDirection));
    H = normalize(V + L);
    NdotL = saturate(dot(N, L));
    NdotV = max(dot(N, V), 0.0001f);
    F0 = mix(float3(0.04f, 0.04f, 0.04f), albedo, float3(metallic));
    float3 _e77 = FresnelSchlick(saturate(dot(H, V)), F0);
    F = _e77;
    float _e84 = DistributionGGX(saturate(dot(N, H)), roughness);
    D = _e84;
    float _e88 = GeometrySchlickGGX(NdotV, roughness);
    float _e91 = GeometrySchlickGGX(NdotL, roughness);
    G = _e88 * _e91;
    specular = (float3(D * G) * F) / float3((4.0f * NdotV) * max(NdotL, 0.0001f));
    kd = (float3(1.0f) - F) * float3(1.0f - metallic);
    direct = ((((kd * albedo) / float3(PI)) + specular) * float3(NdotL)) * float3(Frame.LightIntensity);
    float4 _e141 = IrradianceMap.sample(TrilinearWrap, N);
    ambient = (_e141.xyz * albedo) * kd;
    color = (direct + ambient) * float3(Frame.Exposure);
    float3 _e162 = color / (color + float3(1.0f));
    {
        mainOutput result = mainOutput {float4(_e162.x, _e162.y, _e162.z, 1.0f)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
