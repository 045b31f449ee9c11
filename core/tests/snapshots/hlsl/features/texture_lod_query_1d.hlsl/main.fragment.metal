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
    float4 pos [[position]],
    texture1d<float> Ramp [[texture(0)]],
    texture1d_array<float> Ramps [[texture(1)]],
    sampler Linear [[sampler(0)]]
) {
    float2 uv = stage_in.uv;
    float4 pos_1 = {};
    float2 uv_1 = {};
    float clamped = {};
    float unclamped = {};
    pos_1 = pos;
    uv_1 = uv;
    clamped = 0.0f;
    float _e16 = uv_1.x * 4.0f;
    float _e17 = dfdx(_e16);
    float _e19 = dfdy(_e16);
    uint _e22 = Ramps.get_width();
    unclamped = log2(max(abs(_e17), abs(_e19)) * float(_e22));
    float4 _e30 = Ramp.sample(Linear, uv_1.x);
    float2 _e33 = uv_1;
    float4 _e38 = Ramps.sample(Linear, _e33.x, uint(int(rint(_e33.y))));
    {
        mainOutput result = mainOutput {(_e30 + (_e38 * float4(saturate(unclamped)))) + float4(clamped)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
