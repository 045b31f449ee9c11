// Min-precision types are 32-bit unless 16-bit types are enabled.
Texture2D<float4> Img : register(t0);
SamplerState Samp : register(s0);

min16float3 Grade(min16float3 c, min16float contrast)
{
    return saturate((c - 0.5) * contrast + 0.5);
}

float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    min16float4 c = (min16float4)Img.Sample(Samp, uv);
    min16int steps = 4;
    c.rgb = floor(Grade(c.rgb, 1.2) * steps) / steps;
    return c;
}
