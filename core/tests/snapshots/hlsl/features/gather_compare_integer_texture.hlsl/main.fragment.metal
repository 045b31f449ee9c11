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
    sampler Cmp [[sampler(0)]],
    depth2d<float> Mask [[texture(0)]]
) {
    float2 uv = stage_in.uv;
    float2 uv_1 = {};
    uint4 g = {};
    uint4 h = {};
    float s = {};
    uv_1 = uv;
    float4 _e10 = Mask.gather_compare(Cmp, uv_1, 0.5f, int2(1, 0));
    g = uint4(_e10);
    float4 _e29 = Mask.gather_compare(Cmp, uv_1, 0.5f, int2(0, 0));
    float4 _e33 = Mask.gather_compare(Cmp, uv_1, 0.5f, int2(1, 0));
    float4 _e37 = Mask.gather_compare(Cmp, uv_1, 0.5f, int2(0, 1));
    float4 _e41 = Mask.gather_compare(Cmp, uv_1, 0.5f, int2(1, 1));
    h = uint4(uint4(_e29).w, uint4(_e33).w, uint4(_e37).w, uint4(_e41).w);
    float _e50 = Mask.sample_compare(Cmp, uv_1, 0.5f);
    s = _e50;
    {
        mainOutput result = mainOutput {(float4(g + h) * float4(0.125f)) + float4(s)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
