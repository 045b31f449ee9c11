#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct PSIn {
    float4 position;
    float2 uv;
    uchar _pad2[8];
    float3 weights;
    uint3 layers;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PSIn) == 64, "PSIn: size");
static_assert(__builtin_offsetof(PSIn, position) == 0, "PSIn::position: offset");
static_assert(__builtin_offsetof(PSIn, uv) == 16, "PSIn::uv: offset");
static_assert(__builtin_offsetof(PSIn, weights) == 32, "PSIn::weights: offset");
static_assert(__builtin_offsetof(PSIn, layers) == 48, "PSIn::layers: offset");
#endif

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

struct main0_in {
    float2 input_TEXCOORD0 [[user(TEXCOORD0)]];
    float3 input_TEXCOORD1 [[user(TEXCOORD1)]];
    uint3 input_TEXCOORD2 [[user(TEXCOORD2), flat]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    float4 input_SV_Position [[position]],
    texture2d_array<float> MaterialLayers [[texture(0)]],
    sampler LayerSampler [[sampler(0)]]
) {
    float2 input_TEXCOORD0 = stage_in.input_TEXCOORD0;
    float3 input_TEXCOORD1 = stage_in.input_TEXCOORD1;
    uint3 input_TEXCOORD2 = stage_in.input_TEXCOORD2;
    PSIn input = {};
    float4 a = {};
    float4 b = {};
    float4 c = {};
    float3 w = {};
    input = PSIn {input_SV_Position, input_TEXCOORD0, {}, input_TEXCOORD1, input_TEXCOORD2};
    float2 _e12 = input.uv;
    float3 _e17 = float3(_e12.x, _e12.y, float(input.layers.x));
    float4 _e22 = MaterialLayers.sample(LayerSampler, _e17.xy, uint(int(rint(_e17.z))));
    a = _e22;
    float2 _e29 = input.uv;
    float3 _e34 = float3(_e29.x, _e29.y, float(input.layers.y));
    float4 _e39 = MaterialLayers.sample(LayerSampler, _e34.xy, uint(int(rint(_e34.z))));
    b = _e39;
    float2 _e46 = input.uv;
    float3 _e51 = float3(_e46.x, _e46.y, float(input.layers.z));
    float4 _e56 = MaterialLayers.sample(LayerSampler, _e51.xy, uint(int(rint(_e51.z))));
    c = _e56;
    w = input.weights / float3(max(dot(input.weights, float3(1.0f)), 0.0001f));
    {
        mainOutput result = mainOutput {((a * float4(w.x)) + (b * float4(w.y))) + (c * float4(w.z))};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
