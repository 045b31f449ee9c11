// One-component vectors are scalars: Texture2D<float1> samples read a float,
// float1 locals swizzle and splat, and a Texture2D<float3> sample swizzles.
Texture2D<float1> occlusionTexture : register(t0);
Texture2D<float3> metallicRoughnessTexture : register(t1);
Buffer<uint1> materialIds : register(t2);
SamplerState linearSampler : register(s0);

float4 main(float2 uv : TEXCOORD0, uint id : MATERIAL) : SV_Target
{
    float occlusion = occlusionTexture.Sample(linearSampler, uv);
    float1 ao = occlusionTexture.SampleLevel(linearSampler, uv, 0);
    float2 metallicRoughness = metallicRoughnessTexture.Sample(linearSampler, uv).bg;
    uint material = materialIds[id];
    float3 tint = ao.xxx * (material & 1 ? 0.5 : 1.0);
    return float4(tint * occlusion, metallicRoughness.x + metallicRoughness.y);
}
