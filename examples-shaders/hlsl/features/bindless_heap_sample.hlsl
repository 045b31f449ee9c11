// metal4-bindless: a material shader in the SM 6.6 style. The constant
// buffer is the root structure (buffer 0); ResourceDescriptorHeap[i] is the
// texture view with resource ID pool base + i (buffer 1 holds the base),
// SamplerDescriptorHeap[i] element i of the sampler array (buffer 2).
struct Material {
    uint albedo;
    uint normal;
    uint samplerIndex;
    float strength;
};
ConstantBuffer<Material> material : register(b0);

float3 decode_normal(Texture2D<float4> map, SamplerState s, float2 uv) {
    return map.Sample(s, uv).xyz * 2.0 - 1.0;
}

float4 main(float2 uv : TEXCOORD0, float3 light : TEXCOORD1) : SV_Target {
    Texture2D<float4> albedo = ResourceDescriptorHeap[material.albedo];
    Texture2D<float4> normal = ResourceDescriptorHeap[NonUniformResourceIndex(material.normal)];
    SamplerState s = SamplerDescriptorHeap[material.samplerIndex];
    float lit = saturate(dot(decode_normal(normal, s, uv), normalize(light))) * material.strength;
    return albedo.Sample(s, uv) * lit;
}
