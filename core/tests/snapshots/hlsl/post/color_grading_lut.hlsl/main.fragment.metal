#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_GradeParams {
    float LutSize;
    float Blend;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_GradeParams) == 16, "type_GradeParams: size");
static_assert(__builtin_offsetof(type_GradeParams, LutSize) == 0, "type_GradeParams::LutSize: offset");
static_assert(__builtin_offsetof(type_GradeParams, Blend) == 4, "type_GradeParams::Blend: offset");
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
    texture3d<float> GradingLut [[texture(1)]],
    sampler LinearClamp [[sampler(0)]],
    constant type_GradeParams& GradeParams [[buffer(0)]]
) {
    float2 uv = stage_in.uv;
    float4 pos_1 = {};
    float2 uv_1 = {};
    float4 c = {};
    float3 scale = {};
    float3 offset = {};
    float3 graded = {};
    pos_1 = pos;
    uv_1 = uv;
    float4 _e8 = Scene.sample(LinearClamp, uv_1);
    c = _e8;
    scale = float3((GradeParams.LutSize - 1.0f) / GradeParams.LutSize);
    offset = float3(0.5f / GradeParams.LutSize);
    float4 _e37 = GradingLut.sample(LinearClamp, (saturate(c.xyz) * scale) + offset);
    graded = _e37.xyz;
    float3 _e46 = mix(c.xyz, graded, float3(GradeParams.Blend));
    {
        mainOutput result = mainOutput {float4(_e46.x, _e46.y, _e46.z, c.w)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
