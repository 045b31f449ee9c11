// Arrays of textures and samplers as locals and parameters. naga has no
// local or argument holding an array of handles, so a local array names
// the global array it is initialized with, and a helper taking one is
// written once per global array it is called with, which Metal passes as
// the entry point's own argument.
Texture2D<float4> g_layers[3] : register(t0);
Texture2D<float4> g_detail[3] : register(t3);
SamplerState g_samplers[2] : register(s0);

float4 Blend(Texture2D<float4> layers[3], SamplerState samplers[2], float2 uv) {
    return layers[0].Sample(samplers[0], uv) * 0.5 + layers[2].Sample(samplers[1], uv) * 0.5;
}

float4 main(float2 uv : TEXCOORD0) : SV_Target {
    Texture2D<float4> local_layers[3] = g_layers;
    float4 direct = local_layers[1].Sample(g_samplers[0], uv);
    return direct + Blend(g_layers, g_samplers, uv) + Blend(g_detail, g_samplers, uv * 4);
}
