#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Material {
    float shininess;
    uchar _pad1[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Material) == 16, "Material: size");
static_assert(__builtin_offsetof(Material, shininess) == 0, "Material::shininess: offset");
#endif

struct Light {
    float3 position;
    float3 color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Light) == 32, "Light: size");
static_assert(__builtin_offsetof(Light, position) == 0, "Light::position: offset");
static_assert(__builtin_offsetof(Light, color) == 16, "Light::color: offset");
#endif

struct type_Globals {
    Material material;
    Light light;
    float3 viewPos;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 64, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, material) == 0, "type_Globals::material: offset");
static_assert(__builtin_offsetof(type_Globals, light) == 16, "type_Globals::light: offset");
static_assert(__builtin_offsetof(type_Globals, viewPos) == 48, "type_Globals::viewPos: offset");
#endif

struct _glsl_In {
    float3 FragPos_;
    float3 Normal_;
    float2 TexCoords_;
    uchar _pad3[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 48, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, FragPos_) == 0, "_glsl_In::FragPos_: offset");
static_assert(__builtin_offsetof(_glsl_In, Normal_) == 16, "_glsl_In::Normal_: offset");
static_assert(__builtin_offsetof(_glsl_In, TexCoords_) == 32, "_glsl_In::TexCoords_: offset");
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

float3x3 _glsl_mat3(float s) {
    return float3x3(float3(s, 0.0f, 0.0f), float3(0.0f, s, 0.0f), float3(0.0f, 0.0f, s));
}

float3x3 _glsl_mat3_1(int s) {
    float3x3 _e2 = _glsl_mat3(float(s));
    return _e2;
}

void _glsl_main(texture2d<float> material_diffuse, sampler material_diffuse_sampler, texture2d<float> material_specular, sampler material_specular_sampler, thread array<packed_float3, 4>& offsets, thread float3& FragPos, thread float3& Normal, thread float2& TexCoords, thread float4& FragColor, constant type_Globals& _Globals) {
    float3x3 basis = {};
    float3 norm = {};
    float3 lightDir = {};
    float3 viewDir = {};
    float3 reflectDir = {};
    float3 albedo = {};
    int i = {};
    float diff = {};
    float spec = {};
    float3 specular = {};
    float3x3 _e2 = _glsl_mat3_1(1);
    basis = _e2;
    norm = normalize(basis * Normal);
    lightDir = normalize(_Globals.light.position - FragPos);
    viewDir = normalize(_Globals.viewPos - FragPos);
    reflectDir = reflect(-lightDir, norm);
    albedo = float3(0.0f);
    {
        i = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1;
            }
            loop_init = false;
            if (!(i < 4)) {
                break;
            }
            float4 _e51 = material_diffuse.sample(material_diffuse_sampler, TexCoords + float3(offsets[i]).xy);
            albedo = albedo + (_e51.xyz * float3(0.25f));
        }
    }
    diff = max(dot(norm, lightDir), 0.0f);
    spec = pow(max(dot(viewDir, reflectDir), 0.0f), _Globals.material.shininess);
    float4 _e84 = material_specular.sample(material_specular_sampler, TexCoords);
    specular = float3(spec) * _e84.xyz;
    float3 _e100 = _Globals.light.color * ((float3(diff) * albedo) + specular);
    FragColor = float4(_e100.x, _e100.y, _e100.z, 1.0f);
    return;
}

struct main0_in {
    float3 FragPos [[user(FragPos)]];
    float3 Normal [[user(Normal)]];
    float2 TexCoords [[user(TexCoords)]];
};

struct main0_out {
    float4 FragColor [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d<float> material_diffuse [[texture(0)]],
    sampler material_diffuse_sampler [[sampler(0)]],
    texture2d<float> material_specular [[texture(1)]],
    sampler material_specular_sampler [[sampler(1)]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float3 FragPos_1 = stage_in.FragPos;
    float3 Normal_1 = stage_in.Normal;
    float2 TexCoords_1 = stage_in.TexCoords;
    array<packed_float3, 4> offsets = array<packed_float3, 4> {float3(0.0f, 0.0f, 0.0f), float3(0.01f, 0.0f, 0.0f), float3(0.0f, 0.01f, 0.0f), float3(0.01f, 0.01f, 0.0f)};
    float3 FragPos = {};
    float3 Normal = {};
    float2 TexCoords = {};
    float4 FragColor = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {FragPos_1, Normal_1, TexCoords_1};
    FragPos = input.FragPos_;
    Normal = input.Normal_;
    TexCoords = input.TexCoords_;
    _glsl_main(material_diffuse, material_diffuse_sampler, material_specular, material_specular_sampler, offsets, FragPos, Normal, TexCoords, FragColor, _Globals);
    output.FragColor_ = FragColor;
    {
        mainOutput result = mainOutput {output.FragColor_};
        main0_out out = {};
        out.FragColor = result.FragColor;
        return out;
    }
}
