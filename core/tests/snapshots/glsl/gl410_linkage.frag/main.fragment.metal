#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Surface {
    packed_float3 worldPos;
    int material;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Surface) == 16, "Surface: size");
static_assert(__builtin_offsetof(Surface, worldPos) == 0, "Surface::worldPos: offset");
static_assert(__builtin_offsetof(Surface, material) == 12, "Surface::material: offset");
#endif

struct _glsl_In {
    packed_float3 s_worldPos_;
    int s_material_;
    float vFog_;
    uchar _pad3[12];
    float4 vColor_;
    float2 vUv_;
    uchar _pad5[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 64, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, s_worldPos_) == 0, "_glsl_In::s_worldPos_: offset");
static_assert(__builtin_offsetof(_glsl_In, s_material_) == 12, "_glsl_In::s_material_: offset");
static_assert(__builtin_offsetof(_glsl_In, vFog_) == 16, "_glsl_In::vFog_: offset");
static_assert(__builtin_offsetof(_glsl_In, vColor_) == 32, "_glsl_In::vColor_: offset");
static_assert(__builtin_offsetof(_glsl_In, vUv_) == 48, "_glsl_In::vUv_: offset");
#endif

struct mainOutput {
    float4 fragColor;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, fragColor) == 0, "mainOutput::fragColor: offset");
#endif

struct _glsl_Out {
    float4 fragColor_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 16, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, fragColor_) == 0, "_glsl_Out::fragColor_: offset");
#endif

void _glsl_main(thread Surface& s, thread float& vFog, thread float4& vColor, thread float2& vUv, texture2d<float> uTex, sampler uTex_sampler, thread float4& fragColor) {
    float4 c = {};
    float4 _e5 = uTex.sample(uTex_sampler, vUv);
    c = _e5 * vColor;
    float3 _e26 = mix(c.xyz, float3(float(s.material) * 0.25f, s.worldPos.y, 0.5f), float3(vFog));
    c = float4(_e26.x, _e26.y, _e26.z, c.w);
    fragColor = c;
    return;
}

struct main0_in {
    float3 s_worldPos [[user(Surface__worldPos)]];
    int s_material [[user(Surface__material), flat]];
    float vFog [[user(locn7)]];
    float4 vColor [[user(vColor)]];
    float2 vUv [[user(vUv)]];
};

struct main0_out {
    float4 fragColor [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d<float> uTex [[texture(0)]],
    sampler uTex_sampler [[sampler(0)]]
) {
    float3 s_worldPos = stage_in.s_worldPos;
    int s_material = stage_in.s_material;
    float vFog_1 = stage_in.vFog;
    float4 vColor_1 = stage_in.vColor;
    float2 vUv_1 = stage_in.vUv;
    Surface s = {};
    float vFog = {};
    float4 vColor = {};
    float2 vUv = {};
    float4 fragColor = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {s_worldPos, s_material, vFog_1, {}, vColor_1, vUv_1};
    s.worldPos = float3(input.s_worldPos_);
    s.material = input.s_material_;
    vFog = input.vFog_;
    vColor = input.vColor_;
    vUv = input.vUv_;
    _glsl_main(s, vFog, vColor, vUv, uTex, uTex_sampler, fragColor);
    output.fragColor_ = fragColor;
    {
        mainOutput result = mainOutput {output.fragColor_};
        main0_out out = {};
        out.fragColor = result.fragColor;
        return out;
    }
}
