#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    float2 vUV_;
    int vMaterial_;
    uchar _pad2[4];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, vUV_) == 0, "_glsl_In::vUV_: offset");
static_assert(__builtin_offsetof(_glsl_In, vMaterial_) == 8, "_glsl_In::vMaterial_: offset");
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

void _glsl_main(array<texture2d<float>, 8> uTextures, sampler uLinear, thread float2& vUV, thread int& vMaterial, thread float4& FragColor) {
    float4 _e8 = uTextures[vMaterial].sample(uLinear, vUV);
    FragColor = _e8;
    float4 _e20 = uTextures[vMaterial + 1].sample(uLinear, vUV, level(0.0f));
    FragColor = FragColor + _e20;
    return;
}

struct main0_in {
    float2 vUV [[user(locn0)]];
    int vMaterial [[user(locn1), flat]];
};

struct main0_out {
    float4 FragColor [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    array<texture2d<float>, 8> uTextures [[texture(0)]],
    sampler uLinear [[sampler(0)]]
) {
    float2 vUV_1 = stage_in.vUV;
    int vMaterial_1 = stage_in.vMaterial;
    float2 vUV = {};
    int vMaterial = {};
    float4 FragColor = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {vUV_1, vMaterial_1};
    vUV = input.vUV_;
    vMaterial = input.vMaterial_;
    _glsl_main(uTextures, uLinear, vUV, vMaterial, FragColor);
    output.FragColor_ = FragColor;
    {
        mainOutput result = mainOutput {output.FragColor_};
        main0_out out = {};
        out.FragColor = result.FragColor;
        return out;
    }
}
