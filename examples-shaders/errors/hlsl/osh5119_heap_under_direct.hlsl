// Under the direct binding model the SM 6.6 heaps are OSH5119, naming
// metal4-bindless, the model that binds them.
cbuffer Root : register(b0) { uint texture_index; uint sampler_index; };
float4 main(float2 uv : TEXCOORD0) : SV_Target {
    Texture2D<float4> t = ResourceDescriptorHeap[texture_index];
    SamplerState s = SamplerDescriptorHeap[sampler_index];
    return t.Sample(s, uv);
}
