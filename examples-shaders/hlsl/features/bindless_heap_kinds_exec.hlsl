// metal4-bindless, executed (tools/exec-parity/tests/bindless.rs): textures
// of every kind from the heap (2D in a loop by a non-uniform index, a 2D
// array, a 3D texture, a cube and a texture atomic, which needs MSL 3.1).
// A heap index is read when the texture is taken: the variable that held
// it changes afterwards, and the texture must not.
struct Root {
    uint64_t output;  // 2 float4 per thread: loaded, sampled
    uint first;       // heap index of the four 2D textures
    uint kinds;       // heap index of the array, 3D, cube and counter textures, in that order
    uint count;       // how many of the 2D textures every thread adds
    uint pad;
};
[[vk::push_constant]] Root root;

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint index = root.first + id.x;
    Texture2D<float4> mine = ResourceDescriptorHeap[NonUniformResourceIndex(index)];
    index = root.kinds;
    float4 loaded = mine.Load(int3(1, 0, 0));
    for (uint k = 0; k < root.count; ++k) {
        Texture2D<float4> t = ResourceDescriptorHeap[NonUniformResourceIndex(root.first + k)];
        loaded += t.Load(int3(0, 0, 0));
    }
    Texture2DArray<float4> layers = ResourceDescriptorHeap[index];
    Texture3D<float4> volume = ResourceDescriptorHeap[index + 1];
    TextureCube<float4> cube = ResourceDescriptorHeap[index + 2];
    RWTexture2D<uint> counter = ResourceDescriptorHeap[index + 3];
    SamplerState s = SamplerDescriptorHeap[0];
    float4 sampled = layers.SampleLevel(s, float3(0.5, 0.5, 1), 0)
        + volume.SampleLevel(s, float3(0.5, 0.5, 0.75), 0)
        + cube.SampleLevel(s, float3(-1, 0, 0), 0);
    uint before;
    InterlockedAdd(counter[uint2(0, 0)], 1u << id.x, before);
    vk::RawBufferStore<float4>(root.output + id.x * 32, loaded);
    vk::RawBufferStore<float4>(root.output + id.x * 32 + 16, sampled);
}
