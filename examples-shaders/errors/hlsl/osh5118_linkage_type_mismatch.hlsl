// D3D lets a pixel shader read the first two components of a float4
// output; Metal pairs [[user(TEXCOORD0)]] by name and requires one type, so
// the pipeline would fail to build: OSH5118 at the input, with the output.
struct VSOut
{
    float4 pos : SV_Position;
    float4 uv : TEXCOORD0;
};

VSOut VSMain(float3 p : POSITION)
{
    VSOut o;
    o.pos = float4(p, 1.0);
    o.uv = float4(p.xy, 0.0, 1.0);
    return o;
}

float4 PSMain(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    return float4(uv, 0.0, 1.0);
}
