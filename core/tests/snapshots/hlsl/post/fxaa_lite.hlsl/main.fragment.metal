#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_FxaaParams {
    float2 RcpFrame;
    float EdgeThreshold;
    float EdgeThresholdMin;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_FxaaParams) == 16, "type_FxaaParams: size");
static_assert(__builtin_offsetof(type_FxaaParams, RcpFrame) == 0, "type_FxaaParams::RcpFrame: offset");
static_assert(__builtin_offsetof(type_FxaaParams, EdgeThreshold) == 8, "type_FxaaParams::EdgeThreshold: offset");
static_assert(__builtin_offsetof(type_FxaaParams, EdgeThresholdMin) == 12, "type_FxaaParams::EdgeThresholdMin: offset");
#endif

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

float Luma(float3 rgb) {
    return (rgb.y * (0.587f / 0.299f)) + rgb.x;
}

struct main0_in {
    float2 uv [[user(TEXCOORD0)]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    float4 p [[position]],
    texture2d<float> Input [[texture(0)]],
    sampler Linear [[sampler(0)]],
    constant type_FxaaParams& FxaaParams [[buffer(0)]]
) {
    float2 uv = stage_in.uv;
    float4 p_1 = {};
    float2 uv_1 = {};
    float3 rgbM = {};
    float lumaN = {};
    float lumaS = {};
    float lumaE = {};
    float lumaW = {};
    float lumaM = {};
    float rangeMin = {};
    float rangeMax = {};
    float range = {};
    bool horizontal = {};
    float2 dir = {};
    float3 a = {};
    float3 b = {};
    p_1 = p;
    uv_1 = uv;
    float4 _e10 = Input.sample(Linear, uv_1, level(0.0f));
    rgbM = _e10.xyz;
    float4 _e22 = Input.sample(Linear, uv_1, level(0.0f), int2(0, -1));
    float _e24 = Luma(_e22.xyz);
    lumaN = _e24;
    float4 _e34 = Input.sample(Linear, uv_1, level(0.0f), int2(0, 1));
    float _e36 = Luma(_e34.xyz);
    lumaS = _e36;
    float4 _e46 = Input.sample(Linear, uv_1, level(0.0f), int2(1, 0));
    float _e48 = Luma(_e46.xyz);
    lumaE = _e48;
    float4 _e59 = Input.sample(Linear, uv_1, level(0.0f), int2(-1, 0));
    float _e61 = Luma(_e59.xyz);
    lumaW = _e61;
    float _e64 = Luma(rgbM);
    lumaM = _e64;
    rangeMin = min(lumaM, min(min(lumaN, lumaS), min(lumaE, lumaW)));
    rangeMax = max(lumaM, max(max(lumaN, lumaS), max(lumaE, lumaW)));
    range = rangeMax - rangeMin;
    if (range < max(FxaaParams.EdgeThresholdMin, rangeMax * FxaaParams.EdgeThreshold)) {
        float3 _e101 = rgbM;
        {
            mainOutput result = mainOutput {float4(_e101.x, _e101.y, _e101.z, 1.0f)};
            main0_out out = {};
            out.SV_Target = result.SV_Target;
            return out;
        }
    }
    horizontal = abs((lumaN + lumaS) - (2.0f * lumaM)) >= abs((lumaE + lumaW) - (2.0f * lumaM));
    dir = horizontal ? float2(0.0f, FxaaParams.RcpFrame.y) : float2(FxaaParams.RcpFrame.x, 0.0f);
    float4 _e157 = Input.sample(Linear, uv_1 - (dir * float2(0.5f)), level(0.0f));
    a = _e157.xyz;
    float4 _e171 = Input.sample(Linear, uv_1 + (dir * float2(0.5f)), level(0.0f));
    b = _e171.xyz;
    float3 _e179 = (a + b) * float3(0.5f);
    {
        mainOutput result_1 = mainOutput {float4(_e179.x, _e179.y, _e179.z, 1.0f)};
        main0_out out_1 = {};
        out_1.SV_Target = result_1.SV_Target;
        return out_1;
    }
}
