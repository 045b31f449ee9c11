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

float PageLevel(texture2d_array<float> tex, sampler s, float2 uv) {
    float _e3 = tex.calculate_unclamped_lod(s, uv);
    return floor(_e3);
}

struct main0_in {
    float2 uv [[user(TEXCOORD0)]];
    float3 dir [[user(TEXCOORD1)]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    float4 pos [[position]],
    texture2d<float> Albedo [[texture(0)]],
    texture2d<float> Detail [[texture(1)]],
    texture2d_array<float> Layers [[texture(2)]],
    texturecube<float> Sky [[texture(3)]],
    sampler Linear [[sampler(0)]],
    sampler Aniso [[sampler(1)]]
) {
    float2 uv = stage_in.uv;
    float3 dir = stage_in.dir;
    float4 pos_1 = {};
    float2 uv_1 = {};
    float3 dir_1 = {};
    float lod = {};
    float fade = {};
    float4 color = {};
    float page = {};
    float skyLod = {};
    pos_1 = pos;
    uv_1 = uv;
    dir_1 = dir;
    float _e10 = Albedo.calculate_clamped_lod(Linear, uv_1);
    lod = _e10;
    float _e20 = Detail.calculate_clamped_lod(Aniso, uv_1 * float2(8.0f));
    fade = saturate(1.0f - (_e20 / 4.0f));
    float4 _e29 = Albedo.sample(Linear, uv_1);
    float4 _e38 = Detail.sample(Aniso, uv_1 * float2(8.0f));
    color = _e29 * float4(mix(1.0f, _e38.x * 2.0f, fade));
    float _e50 = PageLevel(Layers, Linear, uv_1);
    page = _e50;
    float _e55 = Sky.calculate_clamped_lod(Linear, dir_1);
    skyLod = _e55;
    float2 _e59 = uv_1;
    float3 _e63 = float3(_e59.x, _e59.y, 0.0f);
    float4 _e69 = Layers.sample(Linear, _e63.xy, uint(int(rint(_e63.z))), level(page));
    float3 _e77 = color.xyz + (_e69.xyz * float3(0.1f));
    color = float4(_e77.x, _e77.y, _e77.z, color.w);
    color.w = lod + (skyLod * 0.01f);
    {
        mainOutput result = mainOutput {color};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
