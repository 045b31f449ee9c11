#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_PerDraw {
    float4 tint;
    uint layer;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_PerDraw) == 32, "type_PerDraw: size");
static_assert(__builtin_offsetof(type_PerDraw, tint) == 0, "type_PerDraw::tint: offset");
static_assert(__builtin_offsetof(type_PerDraw, layer) == 16, "type_PerDraw::layer: offset");
#endif

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

constant float exposure [[function_constant(7)]];
constant float exposure_value = is_function_constant_defined(exposure) ? exposure : 1.5f;

struct main0_in {
    float2 uv [[user(TEXCOORD0)]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d<float> albedo [[texture(0)]],
    sampler linearClamp [[sampler(0)]],
    constant type_PerDraw& PerDraw [[buffer(0)]]
) {
    float2 uv = stage_in.uv;
    float2 uv_1 = {};
    uv_1 = uv;
    float4 _e5 = albedo.sample(linearClamp, uv_1);
    {
        mainOutput result = mainOutput {(_e5 * PerDraw.tint) * float4(exposure_value)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
