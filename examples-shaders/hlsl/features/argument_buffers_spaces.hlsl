// Argument buffers: each register space is one argument buffer at
// [[buffer(space)]]. Space 1 holds an unbounded texture array (a table of
// resource IDs the host fills) read with a non-uniform index, a fixed array
// of samplers and a material buffer; space 0 the per-dispatch data.
struct Material {
    float4 tint;
    uint texture_index;
    uint sampler_index;
};

Texture2D<float4> textures[] : register(t0, space1);
SamplerState samplers[2] : register(s0, space1);
StructuredBuffer<Material> materials : register(t1, space1);

cbuffer Frame : register(b0) { float exposure; uint material_count; };
StructuredBuffer<uint> material_ids : register(t0);
RWStructuredBuffer<float4> colors : register(u0);

float4 shade(uint m, float2 uv) {
    Material mat = materials[m];
    Texture2D<float4> t = textures[NonUniformResourceIndex(mat.texture_index)];
    return t.SampleLevel(samplers[mat.sampler_index & 1], uv, 0) * mat.tint;
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint m = material_ids[id.x] % material_count;
    colors[id.x] = shade(m, float2(0.25, 0.75)) * exposure;
}
