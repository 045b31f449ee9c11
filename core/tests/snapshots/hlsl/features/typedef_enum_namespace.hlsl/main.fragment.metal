#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_BlendParams {
    uint ModeBits;
    uint ChannelMask;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_BlendParams) == 16, "type_BlendParams: size");
static_assert(__builtin_offsetof(type_BlendParams, ModeBits) == 0, "type_BlendParams::ModeBits: offset");
static_assert(__builtin_offsetof(type_BlendParams, ChannelMask) == 4, "type_BlendParams::ChannelMask: offset");
#endif

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

constant int Channel_Alpha = 3;
constant int Mode_Add = 1;
constant int Mode_Multiply = 2;
constant int Mode_Screen = 4;
constant float Blend_Strength = 0.75f;

float3 Blend_Screen(float3 a, float3 b) {
    return float3(1.0f) - ((float3(1.0f) - a) * (float3(1.0f) - b));
}

struct main0_in {
    float2 uv [[user(TEXCOORD0)]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    constant type_BlendParams& BlendParams [[buffer(0)]],
    texture2d<float> LayerA [[texture(0)]],
    texture2d<float> LayerB [[texture(1)]],
    sampler Samp [[sampler(0)]]
) {
    float2 uv = stage_in.uv;
    float2 uv_1 = {};
    float4 a = {};
    float4 b = {};
    float4 r = {};
    uv_1 = uv;
    float4 _e6 = LayerA.sample(Samp, uv_1);
    a = _e6;
    float4 _e11 = LayerB.sample(Samp, uv_1);
    b = _e11;
    r = a;
    if (bool(BlendParams.ModeBits & uint(Mode_Add))) {
        float3 _e25 = r.xyz + b.xyz;
        r = float4(_e25.x, _e25.y, _e25.z, r.w);
    }
    if (bool(BlendParams.ModeBits & uint(Mode_Multiply))) {
        float3 _e43 = r.xyz * b.xyz;
        r = float4(_e43.x, _e43.y, _e43.z, r.w);
    }
    if (bool(BlendParams.ModeBits & uint(Mode_Screen))) {
        float3 _e61 = Blend_Screen(r.xyz, b.xyz);
        r = float4(_e61.x, _e61.y, _e61.z, r.w);
    }
    if ((BlendParams.ChannelMask & (1u << (uint(Channel_Alpha) & 31u))) == 0u) {
        r.w = 1.0f;
    }
    {
        mainOutput result = mainOutput {mix(a, r, float4(Blend_Strength))};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
