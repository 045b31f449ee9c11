// A comparison sample or gather reads a depth texture, and Metal's depth
// textures hold float texels only (`depth2d<float>`): comparing the texels
// of an integer texture has no Metal equivalent. Reading the integer bits
// as a float depth would be wrong code, so it is refused at the call.
SamplerComparisonState Cmp : register(s0);
Texture2D<uint4> Ids : register(t0);

float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    uint4 g = Ids.GatherCmpRed(Cmp, uv, 0.5, int2(1, 0));
    return float4(g);
}
