#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_BlurConstants {
    float2 Direction;
    float2 TexelSize;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_BlurConstants) == 16, "type_BlurConstants: size");
static_assert(__builtin_offsetof(type_BlurConstants, Direction) == 0, "type_BlurConstants::Direction: offset");
static_assert(__builtin_offsetof(type_BlurConstants, TexelSize) == 8, "type_BlurConstants::TexelSize: offset");
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
    float4 position [[position]],
    texture2d<float> Source [[texture(0)]],
    sampler LinearClamp [[sampler(0)]],
    constant type_BlurConstants& BlurConstants [[buffer(0)]]
) {
    float2 uv = stage_in.uv;
    array<float, 5> Weights = array<float, 5> {0.22702703f, 0.19459459f, 0.12162162f, 0.054054055f, 0.016216217f};
    float4 position_1 = {};
    float2 uv_1 = {};
    float4 color = {};
    int i = {};
    float2 offset = {};
    position_1 = position;
    uv_1 = uv;
    float4 _e8 = Source.sample(LinearClamp, uv_1);
    color = _e8 * float4(Weights[0]);
    {
        i = 1;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1;
            }
            loop_init = false;
            if (!(i < 5)) {
                break;
            }
            {
                offset = (BlurConstants.Direction * BlurConstants.TexelSize) * float2(float(i));
                float4 _e38 = Source.sample(LinearClamp, uv_1 + offset);
                color = color + (_e38 * float4(Weights[i]));
                float4 _e52 = Source.sample(LinearClamp, uv_1 - offset);
                color = color + (_e52 * float4(Weights[i]));
            }
        }
    }
    {
        mainOutput result = mainOutput {color};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
