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
    float2 uv [[user(locn0)]];
    float3 dir [[user(locn1)]];
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
    float2 _e9 = uv_1;
    float _e10 = Albedo.calculate_clamped_lod(Linear, _e9);
    lod = _e10;
    float2 _e16 = uv_1;
    float _e20 = Detail.calculate_clamped_lod(Aniso, _e16 * float2(8.0f));
    fade = saturate(1.0f - (_e20 / 4.0f));
    float2 _e28 = uv_1;
    float4 _e29 = Albedo.sample(Linear, _e28);
    float2 _e34 = uv_1;
    float4 _e38 = Detail.sample(Aniso, _e34 * float2(8.0f));
    float _e42 = fade;
    color = _e29 * float4(mix(1.0f, _e38.x * 2.0f, _e42));
    float2 _e49 = uv_1;
    float _e50 = PageLevel(Layers, Linear, _e49);
    page = _e50;
    float3 _e54 = dir_1;
    float _e55 = Sky.calculate_clamped_lod(Linear, _e54);
    skyLod = _e55;
    float2 _e59 = uv_1;
    float3 _e63 = float3(_e59.x, _e59.y, 0.0f);
    float _e64 = page;
    float4 _e69 = Layers.sample(Linear, _e63.xy, uint(int(rint(_e63.z))), level(_e64));
    float4 _e75 = color;
    float3 _e77 = _e75.xyz + (_e69.xyz * float3(0.1f));
    float4 _e78 = color;
    color = float4(_e77.x, _e77.y, _e77.z, _e78.w);
    float _e86 = skyLod;
    float _e88 = lod;
    color.w = _e88 + (_e86 * 0.01f);
    float4 _e90 = color;
    {
        mainOutput result = mainOutput {_e90};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
