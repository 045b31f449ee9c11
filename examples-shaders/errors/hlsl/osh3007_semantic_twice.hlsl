// Two outputs of one vertex shader on one semantic (`TEXCOORD` is
// TEXCOORD0): D3D rejects the signature, and Metal would get two members of
// one [[user(TEXCOORD0)]] name.
struct VSOut
{
    float4 pos : SV_Position;
    float2 a : TEXCOORD0;
    float2 b : TEXCOORD;
};

VSOut main(float3 p : POSITION)
{
    VSOut o;
    o.pos = float4(p, 1.0);
    o.a = p.xy;
    o.b = p.yz;
    return o;
}
