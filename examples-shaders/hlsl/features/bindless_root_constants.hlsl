// metal4-bindless: root constants (the push constants are the root
// structure, buffer 0) carry GPU addresses and heap indices. Buffers are
// reached through the addresses, textures through the texture view pool
// (buffer 1), comparison samplers through the sampler array (buffer 2).
struct Root {
    uint64_t weights;
    uint64_t output;
    uint source;
    uint shadow;
    uint target;
    uint compare;
};
[[vk::push_constant]] Root root;

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Texture2D<float4> source = ResourceDescriptorHeap[root.source];
    Texture2D<float> shadow = ResourceDescriptorHeap[root.shadow];
    RWTexture2D<float4> target = ResourceDescriptorHeap[root.target];
    SamplerComparisonState compare = SamplerDescriptorHeap[root.compare];
    float w = vk::RawBufferLoad<float>(root.weights + id.y * 4);
    float lit = shadow.SampleCmpLevelZero(compare, (float2(id.xy) + 0.5) / 64.0, 0.5);
    float4 v = source.Load(int3(id.xy, 0)) * w * lit;
    target[id.xy] = v;
    vk::RawBufferStore<float>(root.output + (id.y * 64 + id.x) * 4, v.x);
}
