// CalculateLevelOfDetail(Unclamped): the mip level a sample would select,
// used here to fade a detail texture out and to pick a virtual-texture page
// level (2D, array and cube textures; a texture array and sampler passed to a helper).
Texture2D<float4> Albedo : register(t0);
Texture2D<float4> Detail : register(t1);
Texture2DArray<float4> Layers : register(t2);
TextureCube<float4> Sky : register(t3);
SamplerState Linear : register(s0);
SamplerState Aniso : register(s1);

float PageLevel(Texture2DArray<float4> tex, SamplerState s, float2 uv)
{
    return floor(tex.CalculateLevelOfDetailUnclamped(s, uv));
}

float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0, float3 dir : TEXCOORD1) : SV_Target
{
    float lod = Albedo.CalculateLevelOfDetail(Linear, uv);
    float fade = saturate(1.0 - Detail.CalculateLevelOfDetail(Aniso, uv * 8.0) / 4.0);
    float4 color = Albedo.Sample(Linear, uv) * lerp(1.0, Detail.Sample(Aniso, uv * 8.0).r * 2.0, fade);
    float page = PageLevel(Layers, Linear, uv);
    float skyLod = Sky.CalculateLevelOfDetail(Linear, dir);
    color.rgb += Layers.SampleLevel(Linear, float3(uv, 0), page).rgb * 0.1;
    color.a = lod + skyLod * 0.01;
    return color;
}
