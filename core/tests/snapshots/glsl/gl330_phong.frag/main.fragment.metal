#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Globals {
    float3 lightPos;
    float3 viewPos;
    float3 lightColor;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 48, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, lightPos) == 0, "type_Globals::lightPos: offset");
static_assert(__builtin_offsetof(type_Globals, viewPos) == 16, "type_Globals::viewPos: offset");
static_assert(__builtin_offsetof(type_Globals, lightColor) == 32, "type_Globals::lightColor: offset");
#endif

struct _glsl_In {
    float3 FragPos_;
    float3 Normal_;
    float2 TexCoord_;
    uchar _pad3[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 48, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, FragPos_) == 0, "_glsl_In::FragPos_: offset");
static_assert(__builtin_offsetof(_glsl_In, Normal_) == 16, "_glsl_In::Normal_: offset");
static_assert(__builtin_offsetof(_glsl_In, TexCoord_) == 32, "_glsl_In::TexCoord_: offset");
#endif

struct mainOutput {
    float4 FragColor;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, FragColor) == 0, "mainOutput::FragColor: offset");
#endif

struct _glsl_Out {
    float4 FragColor_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 16, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, FragColor_) == 0, "_glsl_Out::FragColor_: offset");
#endif

void _glsl_main(thread float3& FragPos, thread float3& Normal, thread float2& TexCoord, thread float4& FragColor, texture2d<float> diffuseMap, sampler diffuseMap_sampler, constant type_Globals& _Globals) {
    float3 albedo = {};
    float3 ambient = {};
    float3 norm = {};
    float3 lightDir = {};
    float diff = {};
    float3 viewDir = {};
    float3 reflectDir = {};
    float spec = {};
    float4 _e5 = diffuseMap.sample(diffuseMap_sampler, TexCoord);
    albedo = _e5.xyz;
    ambient = float3(0.1f) * albedo;
    norm = normalize(Normal);
    lightDir = normalize(_Globals.lightPos - FragPos);
    diff = max(dot(norm, lightDir), 0.0f);
    viewDir = normalize(_Globals.viewPos - FragPos);
    reflectDir = reflect(-lightDir, norm);
    spec = pow(max(dot(viewDir, reflectDir), 0.0f), 32.0f);
    float3 _e67 = ambient + (((float3(diff) * albedo) + float3(0.5f * spec)) * _Globals.lightColor);
    FragColor = float4(_e67.x, _e67.y, _e67.z, 1.0f);
    return;
}

struct main0_in {
    float3 FragPos [[user(FragPos)]];
    float3 Normal [[user(Normal)]];
    float2 TexCoord [[user(TexCoord)]];
};

struct main0_out {
    float4 FragColor [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d<float> diffuseMap [[texture(0)]],
    sampler diffuseMap_sampler [[sampler(0)]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float3 FragPos_1 = stage_in.FragPos;
    float3 Normal_1 = stage_in.Normal;
    float2 TexCoord_1 = stage_in.TexCoord;
    float3 FragPos = {};
    float3 Normal = {};
    float2 TexCoord = {};
    float4 FragColor = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {FragPos_1, Normal_1, TexCoord_1};
    FragPos = input.FragPos_;
    Normal = input.Normal_;
    TexCoord = input.TexCoord_;
    _glsl_main(FragPos, Normal, TexCoord, FragColor, diffuseMap, diffuseMap_sampler, _Globals);
    output.FragColor_ = FragColor;
    {
        mainOutput result = mainOutput {output.FragColor_};
        main0_out out = {};
        out.FragColor = result.FragColor;
        return out;
    }
}
