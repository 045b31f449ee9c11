// Choosing a sampler (or texture) with ?: has no naga IR (a handle names one
// global or argument); a texture inside a cbuffer has no IR either (DXC
// hoists it out of the block). Both are refused at the source, never left
// for naga's validator to reject.
SamplerState sampler_a : register(s0);
SamplerState sampler_b : register(s1);
Texture2D<float4> tex : register(t0);

cbuffer Params : register(b0) {
    bool selector;
    Texture2D<float4> hidden;
};

float4 main(float2 uv : TEXCOORD0) : SV_Target {
    return tex.Sample(selector ? sampler_a : sampler_b, uv);
}
