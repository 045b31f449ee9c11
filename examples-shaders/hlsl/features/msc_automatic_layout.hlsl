// msc without a root signature: MSC's automatic layout puts one
// IRDescriptorTableEntry per resource in the top-level argument buffer,
// SRVs first, then UAVs, constant buffers and samplers, each by space and
// register. The constant buffer is read through its entry's GPU address.
cbuffer Lighting : register(b0) {
    float3 lightDirection;
    float ambient;
};
Texture2D<float4> albedo : register(t0);
Texture2D<float4> normals : register(t1);
SamplerState materialSampler : register(s0);

float4 main(float4 position : SV_Position, float2 uv : TEXCOORD0) : SV_Target {
    float3 n = normals.Sample(materialSampler, uv).xyz * 2.0 - 1.0;
    float lit = saturate(dot(n, -lightDirection)) + ambient;
    return albedo.Sample(materialSampler, uv) * lit;
}
