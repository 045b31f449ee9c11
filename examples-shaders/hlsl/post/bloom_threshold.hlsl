// Bloom bright-pass with a soft knee, computed at half resolution.
Texture2D<float4> SceneColor : register(t0);
SamplerState BilinearClamp : register(s0);

cbuffer BloomParams : register(b0)
{
    float Threshold;
    float Knee;
    float2 InvSourceSize;
};

float Luminance(float3 c)
{
    return dot(c, float3(0.2126, 0.7152, 0.0722));
}

float4 main(float4 svpos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    float4 o = InvSourceSize.xyxy * float4(-1, -1, 1, 1);
    float3 c = SceneColor.Sample(BilinearClamp, uv + o.xy).rgb
             + SceneColor.Sample(BilinearClamp, uv + o.zy).rgb
             + SceneColor.Sample(BilinearClamp, uv + o.xw).rgb
             + SceneColor.Sample(BilinearClamp, uv + o.zw).rgb;
    c *= 0.25;
    float brightness = Luminance(c);
    float soft = clamp(brightness - Threshold + Knee, 0, 2 * Knee);
    soft = soft * soft / (4 * Knee + 1e-5);
    float contribution = max(soft, brightness - Threshold) / max(brightness, 1e-5);
    return float4(c * contribution, 1);
}
