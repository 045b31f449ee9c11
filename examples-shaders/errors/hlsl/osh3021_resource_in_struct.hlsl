// A struct holding a texture, sampler or buffer has no naga type (naga's
// structs hold data only); DXC flattens such structs into separate resources
// in its legalization, which ferrometal does not do yet. So is a helper that
// returns a resource. Both are refused at the declaration, not left for
// naga's validator to reject.
struct Material {
    Texture2D<float4> albedo;
    SamplerState smp;
    float4 tint;
};

Material gMaterial;

StructuredBuffer<float4> colors : register(t1);

StructuredBuffer<float4> pick() {
    return colors;
}

float4 main(float2 uv : TEXCOORD0) : SV_Target {
    return gMaterial.albedo.Sample(gMaterial.smp, uv) * gMaterial.tint + pick()[0];
}
