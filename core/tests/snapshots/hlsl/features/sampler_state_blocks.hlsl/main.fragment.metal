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
    sampler linearWrap [[sampler(0)]],
    sampler pointClamp [[sampler(1)]],
    texture2d<float> albedo [[texture(0)]]
) {
    float2 uv = stage_in.uv;
    float2 uv_1 = {};
    uv_1 = uv;
    float4 _e5 = albedo.sample(linearWrap, uv_1);
    float4 _e13 = albedo.sample(pointClamp, uv_1 * float2(2.0f));
    {
        mainOutput result = mainOutput {_e5 * _e13};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
