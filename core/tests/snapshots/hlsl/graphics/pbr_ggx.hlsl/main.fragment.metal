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
    float _e5 = a;
    float _e6 = a;
    a2 = _e5 * _e6;
    float _e11 = a2;
    d = ((NdotH * NdotH) * (_e11 - 1.0f)) + 1.0f;
    float _e17 = d;
    float _e19 = d;
    float _e21 = a2;
    return _e21 / ((PI * _e17) * _e19);
}

float GeometrySchlickGGX(float NdotV, float roughness) {
    float r = {};
    float k = {};
    r = roughness + 1.0f;
    float _e6 = r;
    float _e7 = r;
    k = (_e6 * _e7) / 8.0f;
    float _e12 = k;
    float _e15 = k;
    return NdotV / ((NdotV * (1.0f - _e12)) + _e15);
}

struct main0_in {
    float3 i_POSITION1 [[user(locn0)]];
    float3 i_NORMAL [[user(locn1)]];
    float2 i_TEXCOORD0 [[user(locn2)]];
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
    float2 _e10 = i.uv;
    float4 _e11 = BaseColorTex.sample(TrilinearWrap, _e10);
    albedo = _e11.xyz;
    float2 _e17 = i.uv;
    float4 _e18 = MetalRoughTex.sample(TrilinearWrap, _e17);
    mr = _e18.xy;
    float _e22 = mr.x;
    metallic = _e22;
    float _e26 = mr.y;
    roughness = max(_e26, 0.04f);
    float3 _e30 = i.normal;
    N = normalize(_e30);
    float3 _e36 = float3(Frame.CameraPosition);
    float3 _e37 = i.worldPos;
    V = normalize(_e36 - _e37);
    float3 _e43 = float3(Frame.LightDirection);
    L = normalize(-_e43);
    float3 _e47 = V;
    float3 _e48 = L;
    H = normalize(_e47 + _e48);
    float3 _e52 = N;
    float3 _e53 = L;
    NdotL = saturate(dot(_e52, _e53));
    float3 _e57 = N;
    float3 _e58 = V;
    NdotV = max(dot(_e57, _e58), 0.0001f);
    float3 _e67 = albedo;
    float _e68 = metallic;
    F0 = mix(float3(0.04f, 0.04f, 0.04f), _e67, float3(_e68));
    float3 _e72 = H;
    float3 _e73 = V;
    float3 _e76 = F0;
    float3 _e77 = FresnelSchlick(saturate(dot(_e72, _e73)), _e76);
    F = _e77;
    float3 _e79 = N;
    float3 _e80 = H;
    float _e83 = roughness;
    float _e84 = DistributionGGX(saturate(dot(_e79, _e80)), _e83);
    D = _e84;
    float _e86 = NdotV;
    float _e87 = roughness;
    float _e88 = GeometrySchlickGGX(_e86, _e87);
    float _e89 = NdotL;
    float _e90 = roughness;
    float _e91 = GeometrySchlickGGX(_e89, _e90);
    G = _e88 * _e91;
    float _e94 = D;
    float _e95 = G;
    float3 _e97 = F;
    float _e101 = NdotV;
    float _e104 = NdotL;
    specular = (float3(_e94 * _e95) * _e97) / float3((4.0f * _e101) * max(_e104, 0.0001f));
    float3 _e111 = F;
    float _e116 = metallic;
    kd = (float3(1.0f) - _e111) * float3(1.0f - _e116);
    float3 _e121 = kd;
    float3 _e122 = albedo;
    float3 _e127 = specular;
    float _e129 = NdotL;
    float _e134 = Frame.LightIntensity;
    direct = ((((_e121 * _e122) / float3(PI)) + _e127) * float3(_e129)) * float3(_e134);
    float3 _e140 = N;
    float4 _e141 = IrradianceMap.sample(TrilinearWrap, _e140);
    float3 _e143 = albedo;
    float3 _e145 = kd;
    ambient = (_e141.xyz * _e143) * _e145;
    float3 _e148 = direct;
    float3 _e149 = ambient;
    float _e153 = Frame.Exposure;
    color = (_e148 + _e149) * float3(_e153);
    float3 _e157 = color;
    float3 _e161 = color;
    float3 _e162 = _e161 / (_e157 + float3(1.0f));
    {
        mainOutput result = mainOutput {float4(_e162.x, _e162.y, _e162.z, 1.0f)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
