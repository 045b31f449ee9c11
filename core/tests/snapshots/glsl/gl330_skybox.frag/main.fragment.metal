#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Globals {
    float exposure;
    uchar _pad1[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 16, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, exposure) == 0, "type_Globals::exposure: offset");
#endif

struct _glsl_In {
    float3 TexCoords_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, TexCoords_) == 0, "_glsl_In::TexCoords_: offset");
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

void _glsl_main(thread float4& FragColor, thread float3& TexCoords, texturecube<float> skybox, sampler skybox_sampler, constant type_Globals& _Globals) {
    float3 hdr = {};
    float3 mapped = {};
    float4 _e5 = skybox.sample(skybox_sampler, TexCoords);
    hdr = _e5.xyz;
    mapped = float3(1.0f) - exp((-hdr) * float3(_Globals.exposure));
    float3 _e26 = pow(mapped, float3(1.0f / 2.2f));
    FragColor = float4(_e26.x, _e26.y, _e26.z, 1.0f);
    return;
}

struct main0_in {
    float3 TexCoords [[user(TexCoords)]];
};

struct main0_out {
    float4 FragColor [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texturecube<float> skybox [[texture(0)]],
    sampler skybox_sampler [[sampler(0)]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float3 TexCoords_1 = stage_in.TexCoords;
    float4 FragColor = {};
    float3 TexCoords = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {TexCoords_1};
    TexCoords = input.TexCoords_;
    _glsl_main(FragColor, TexCoords, skybox, skybox_sampler, _Globals);
    output.FragColor_ = FragColor;
    {
        mainOutput result = mainOutput {output.FragColor_};
        main0_out out = {};
        out.FragColor = result.FragColor;
        return out;
    }
}
