// msc with SM 6.6 heaps: ResourceDescriptorHeap is an array of
// IRDescriptorTableEntry at buffer 0 and SamplerDescriptorHeap one at
// buffer 1 (element i's textureViewID / gpuVA is the resource); an
// unbounded SRV range is a table read through descriptor_array, and the
// static sampler is a constexpr sampler (its top-level entry is reserved).
#define ROOT_SIGNATURE \
    "RootFlags(CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED | SAMPLER_HEAP_DIRECTLY_INDEXED), " \
    "RootConstants(num32BitConstants = 4, b0), " \
    "DescriptorTable(SRV(t0, space = 1, numDescriptors = unbounded)), " \
    "StaticSampler(s0, filter = FILTER_MIN_MAG_MIP_POINT, " \
    "              addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP)"

cbuffer Root : register(b0) {
    uint textureIndex;
    uint samplerIndex;
    float2 uv;
};
Texture2D<float4> layers[] : register(t0, space1);
SamplerState pointSampler : register(s0);

[RootSignature(ROOT_SIGNATURE)]
float4 main(float4 position : SV_Position) : SV_Target {
    Texture2D<float4> t = ResourceDescriptorHeap[textureIndex];
    SamplerState s = SamplerDescriptorHeap[samplerIndex];
    float4 layer = layers[NonUniformResourceIndex(textureIndex)].Sample(pointSampler, uv);
    return t.Sample(s, uv) + layer;
}
