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

float3 Grade(float3 c, float contrast) {
    return saturate(((c - float3(0.5f)) * float3(contrast)) + float3(0.5f));
}

struct main0_in {
    float2 uv [[user(TEXCOORD0)]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d<float> Img [[texture(0)]],
    sampler Samp [[sampler(0)]]
) {
    float2 uv = stage_in.uv;
    float2 uv_1 = {};
    float4 c = {};
    int steps = {};
    uv_1 = uv;
    float4 _e6 = Img.sample(Samp, uv_1);
    c = _e6;
    steps = 4;
    float3 _e12 = Grade(c.xyz, 1.2f);
    float3 _e21 = floor(_e12 * float3(float(steps))) / float3(float(steps));
    c = float4(_e21.x, _e21.y, _e21.z, c.w);
    {
        mainOutput result = mainOutput {c};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
