// Two textures on register t0, accepted because the options file sets
// `allowRegisterOverlap` (CLI `--allow-register-overlap`): each keeps its
// own Metal index, and reflection gives both with register t0. Without the
// option this is OSH3016 (errors/hlsl/osh3016_register_overlap.hlsl).
Texture2D<float4> Albedo : register(t0);
Texture2D<float4> Detail : register(t0);
SamplerState Linear : register(s0);

float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    return Albedo.Sample(Linear, uv) * Detail.Sample(Linear, uv);
}
