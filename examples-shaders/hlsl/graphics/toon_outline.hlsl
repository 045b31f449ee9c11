// Toon shading with quantized diffuse bands and a rim term.
cbuffer ToonParams : register(b0)
{
    float3 LightDir;
    int Bands;
    float4 RimColor;
    float RimPower;
};

struct PSInput
{
    float4 pos : SV_Position;
    float3 normal : NORMAL;
    float3 viewDir : TEXCOORD1;
    float4 color : COLOR;
};

float4 main(PSInput input) : SV_Target
{
    float3 n = normalize(input.normal);
    float ndl = max(0, dot(n, -normalize(LightDir)));
    float banded = floor(ndl * Bands) / (float)Bands;
    float rim = pow(1.0 - saturate(dot(n, normalize(input.viewDir))), RimPower);
    float3 c = input.color.rgb * (0.3 + 0.7 * banded) + RimColor.rgb * rim * RimColor.a;
    return float4(c, input.color.a);
}
