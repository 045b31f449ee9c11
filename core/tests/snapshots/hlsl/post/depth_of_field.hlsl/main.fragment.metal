#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_DofParams {
    float FocusDistance;
    float FocusRange;
    float MaxRadius;
    uchar _pad3[4];
    float2 TexelSize;
    uchar _pad4[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_DofParams) == 32, "type_DofParams: size");
static_assert(__builtin_offsetof(type_DofParams, FocusDistance) == 0, "type_DofParams::FocusDistance: offset");
static_assert(__builtin_offsetof(type_DofParams, FocusRange) == 4, "type_DofParams::FocusRange: offset");
static_assert(__builtin_offsetof(type_DofParams, MaxRadius) == 8, "type_DofParams::MaxRadius: offset");
static_assert(__builtin_offsetof(type_DofParams, TexelSize) == 16, "type_DofParams::TexelSize: offset");
#endif

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

constant float GoldenAngle = 2.3999631f;

float CircleOfConfusion(float depth, constant type_DofParams& DofParams) {
    return saturate(abs(depth - DofParams.FocusDistance) / DofParams.FocusRange);
}

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
    texture2d<float> LinearDepth [[texture(1)]],
    sampler LinearClamp [[sampler(0)]],
    constant type_DofParams& DofParams [[buffer(0)]]
) {
    float2 uv = stage_in.uv;
    float4 pos_1 = {};
    float2 uv_1 = {};
    float coc = {};
    float3 acc = {};
    float total = {};
    int i = {};
    float r = {};
    float theta = {};
    float2 offset = {};
    pos_1 = pos;
    uv_1 = uv;
    float4 _e10 = LinearDepth.sample(LinearClamp, uv_1, level(0.0f));
    float _e12 = CircleOfConfusion(_e10.x, DofParams);
    coc = _e12 * DofParams.MaxRadius;
    float4 _e23 = Scene.sample(LinearClamp, uv_1, level(0.0f));
    acc = _e23.xyz;
    total = 1.0f;
    {
        i = 1;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1;
            }
            loop_init = false;
            if (!(i < 24)) {
                break;
            }
            {
                r = sqrt(float(i) / 24.0f) * coc;
                theta = float(i) * GoldenAngle;
                offset = (float2(cos(theta), sin(theta)) * float2(r)) * DofParams.TexelSize;
                float4 _e67 = Scene.sample(LinearClamp, uv_1 + offset, level(0.0f));
                acc = acc + _e67.xyz;
                total = total + 1.0f;
            }
        }
    }
    float3 _e81 = acc / float3(total);
    {
        mainOutput result = mainOutput {float4(_e81.x, _e81.y, _e81.z, 1.0f)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}
