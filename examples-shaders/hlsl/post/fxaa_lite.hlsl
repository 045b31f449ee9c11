// A small FXAA-like edge blur driven by luma contrast.
Texture2D Input : register(t0);
SamplerState Linear : register(s0);

cbuffer FxaaParams : register(b0)
{
    float2 RcpFrame;
    float EdgeThreshold;
    float EdgeThresholdMin;
};

float Luma(float3 rgb) { return rgb.g * (0.587 / 0.299) + rgb.r; }

float4 main(float4 p : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    float3 rgbM = Input.SampleLevel(Linear, uv, 0).rgb;
    float lumaN = Luma(Input.SampleLevel(Linear, uv, 0, int2(0, -1)).rgb);
    float lumaS = Luma(Input.SampleLevel(Linear, uv, 0, int2(0, 1)).rgb);
    float lumaE = Luma(Input.SampleLevel(Linear, uv, 0, int2(1, 0)).rgb);
    float lumaW = Luma(Input.SampleLevel(Linear, uv, 0, int2(-1, 0)).rgb);
    float lumaM = Luma(rgbM);
    float rangeMin = min(lumaM, min(min(lumaN, lumaS), min(lumaE, lumaW)));
    float rangeMax = max(lumaM, max(max(lumaN, lumaS), max(lumaE, lumaW)));
    float range = rangeMax - rangeMin;
    [branch]
    if (range < max(EdgeThresholdMin, rangeMax * EdgeThreshold))
        return float4(rgbM, 1);
    bool horizontal = abs(lumaN + lumaS - 2 * lumaM) >= abs(lumaE + lumaW - 2 * lumaM);
    float2 dir = horizontal ? float2(0, RcpFrame.y) : float2(RcpFrame.x, 0);
    float3 a = Input.SampleLevel(Linear, uv - dir * 0.5, 0).rgb;
    float3 b = Input.SampleLevel(Linear, uv + dir * 0.5, 0).rgb;
    return float4((a + b) * 0.5, 1);
}
