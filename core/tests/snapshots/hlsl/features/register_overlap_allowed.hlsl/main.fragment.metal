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

struct main0_in {
    float2 uv [[user(TEXCOORD0)]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d<float> Albedo [[texture(0)]],
    texture2d<float> Detail [[texture(1)]],
    sampler Linear [[sampler(0)]]
) {
    float2 uv = stage_in.uv;
    float2 uv_1 = {};
    uv_1 = uv;
    float4 _e5 = Albedo.sample(Linear, uv_1);
    float4 _e9 = Detail.sample(Linear, uv_1);
    {
        mainOutput result = mainOutput {_e5 * _e9};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
