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
    float2 uv [[user(locn0)]];
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
    float2 _e9 = uv_1;
    float4 _e10 = Input.sample(Linear, _e9, level(0.0f));
    rgbM = _e10.xyz;
    float2 _e21 = uv_1;
    float4 _e22 = Input.sample(Linear, _e21, level(0.0f), int2(0, -1));
    float _e24 = Luma(_e22.xyz);
    lumaN = _e24;
    float2 _e33 = uv_1;
    float4 _e34 = Input.sample(Linear, _e33, level(0.0f), int2(0, 1));
    float _e36 = Luma(_e34.xyz);
    lumaS = _e36;
    float2 _e45 = uv_1;
    float4 _e46 = Input.sample(Linear, _e45, level(0.0f), int2(1, 0));
    float _e48 = Luma(_e46.xyz);
    lumaE = _e48;
    float2 _e58 = uv_1;
    float4 _e59 = Input.sample(Linear, _e58, level(0.0f), int2(-1, 0));
    float _e61 = Luma(_e59.xyz);
    lumaW = _e61;
    float3 _e63 = rgbM;
    float _e64 = Luma(_e63);
    lumaM = _e64;
    float _e66 = lumaN;
    float _e67 = lumaS;
    float _e69 = lumaE;
    float _e70 = lumaW;
    float _e73 = lumaM;
    rangeMin = min(_e73, min(min(_e66, _e67), min(_e69, _e70)));
    float _e76 = lumaN;
    float _e77 = lumaS;
    float _e79 = lumaE;
    float _e80 = lumaW;
    float _e83 = lumaM;
    rangeMax = max(_e83, max(max(_e76, _e77), max(_e79, _e80)));
    float _e86 = rangeMax;
    float _e87 = rangeMin;
    range = _e86 - _e87;
    float _e93 = rangeMax;
    float _e94 = FxaaParams.EdgeThreshold;
    float _e96 = FxaaParams.EdgeThresholdMin;
    float _e98 = range;
    if (_e98 < max(_e96, _e93 * _e94)) {
        float3 _e101 = rgbM;
        {
            mainOutput result = mainOutput {float4(_e101.x, _e101.y, _e101.z, 1.0f)};
            main0_out out = {};
            out.SV_Target = result.SV_Target;
            return out;
        }
    }
    float _e109 = lumaN;
    float _e110 = lumaS;
    float _e113 = lumaM;
    float _e118 = lumaE;
    float _e119 = lumaW;
    float _e122 = lumaM;
    horizontal = abs((_e109 + _e110) - (2.0f * _e113)) >= abs((_e118 + _e119) - (2.0f * _e122));
    float _e133 = FxaaParams.RcpFrame.y;
    float _e140 = FxaaParams.RcpFrame.x;
    bool _e143 = horizontal;
    dir = _e143 ? float2(0.0f, _e133) : float2(_e140, 0.0f);
    float2 _e149 = dir;
    float2 _e153 = uv_1;
    float4 _e157 = Input.sample(Linear, _e153 - (_e149 * float2(0.5f)), level(0.0f));
    a = _e157.xyz;
    float2 _e163 = dir;
    float2 _e167 = uv_1;
    float4 _e171 = Input.sample(Linear, _e167 + (_e163 * float2(0.5f)), level(0.0f));
    b = _e171.xyz;
    float3 _e173 = a;
    float3 _e174 = b;
    float3 _e179 = (_e173 + _e174) * float3(0.5f);
    {
        mainOutput result_1 = mainOutput {float4(_e179.x, _e179.y, _e179.z, 1.0f)};
        main0_out out_1 = {};
        out_1.SV_Target = result_1.SV_Target;
        return out_1;
    }
}
