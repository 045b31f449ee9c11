// Two textures on register t0 of space 0, and a texture inside the range
// of an array (t2 is Layers[2]): DXC reports both overlaps, and so does
// ferrometal, with both declarations. `allowRegisterOverlap` accepts them
// (see hlsl/features/register_overlap_allowed.hlsl).
Texture2D<float4> Albedo : register(t0);
Texture2D<float4> Detail : register(t0);
Texture2D<float4> Layers[4] : register(t1);
Texture2D<float4> Mask : register(t2);
Texture2D<float4> Other : register(t0, space1);
SamplerState Linear : register(s0);

float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    float4 c = Albedo.Sample(Linear, uv) * Detail.Sample(Linear, uv);
    c += Layers[1].Sample(Linear, uv) * Mask.Sample(Linear, uv).r;
    return c + Other.Sample(Linear, uv);
}
