// Effects-framework sampler state in braces, common in older HLSL: D3D11
// and later take the sampler's state from the host, and DXC ignores the
// block with a warning, as ferrometal does (OSH2010). Both spellings: the
// block after the name, and `= sampler_state { … }`.
SamplerState linearWrap : register(s0)
{
    Filter = MIN_MAG_MIP_LINEAR;
    AddressU = WRAP;
    AddressV = WRAP;
};
sampler2D pointClamp : register(s1) = sampler_state
{
    AddressU = CLAMP;
    MaxLOD = 10;
};

Texture2D<float4> albedo : register(t0);

float4 main(float2 uv : TEXCOORD0) : SV_Target {
    return albedo.Sample(linearWrap, uv) * albedo.Sample(pointClamp, uv * 2);
}
