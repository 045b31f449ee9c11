#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Empty {
    uint _empty;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Empty) == 4, "Empty: size");
static_assert(__builtin_offsetof(Empty, _empty) == 0, "Empty::_empty: offset");
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
    texture2d<float> albedo [[texture(0)]],
    sampler linearWrap [[sampler(0)]]
) {
    float2 uv = stage_in.uv;
    Empty unused = {};
    float2 uv_1 = {};
    float4 color = {};
    float weight = {};
    unused = Empty {};
    uv_1 = uv;
    float4 _e8 = albedo.sample(linearWrap, uv_1);
    color = _e8;
    weight = 0.5f;
    weight = weight * 2.0f;
    bool _e14 = simd_is_helper_thread();
    if (_e14) {
        color = float4(0.0f);
    }
    {
        mainOutput result = mainOutput {color * float4(weight)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
