#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_BlurParams {
    uint SampleCount;
    float Intensity;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_BlurParams) == 16, "type_BlurParams: size");
static_assert(__builtin_offsetof(type_BlurParams, SampleCount) == 0, "type_BlurParams::SampleCount: offset");
static_assert(__builtin_offsetof(type_BlurParams, Intensity) == 4, "type_BlurParams::Intensity: offset");
#endif

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

struct main0_in {
    float2 uv [[user(TEXCOORD0)]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    float4 pos [[position]],
    texture2d<float> Scene [[texture(0)]],
    texture2d<float> Velocity [[texture(1)]],
    sampler LinearClamp [[sampler(0)]],
    constant type_BlurParams& BlurParams [[buffer(0)]]
) {
    float2 uv = stage_in.uv;
    float4 pos_1 = {};
    float2 uv_1 = {};
    float2 v = {};
    float4 c = {};
    uint i = {};
    float t = {};
    pos_1 = pos;
    uv_1 = uv;
    float4 _e8 = Velocity.sample(LinearClamp, uv_1);
    v = _e8.xy * float2(BlurParams.Intensity);
    c = float4(0.0f);
    {
        i = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1u;
            }
            loop_init = false;
            if (!(i < BlurParams.SampleCount)) {
                break;
            }
            {
                t = ((float(i) + 0.5f) / float(BlurParams.SampleCount)) - 0.5f;
                float4 _e48 = Scene.sample(LinearClamp, uv_1 + (v * float2(t)));
                c = c + _e48;
            }
        }
    }
    {
        mainOutput result = mainOutput {c / float4(float(max(BlurParams.SampleCount, 1u)))};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
