// metal4-bindless: the texture view pool holds textures only, so a heap
// element used as a buffer is OSH5119, naming GPU addresses instead.
cbuffer Root : register(b0) { uint index; uint64_t address; };
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    RWByteAddressBuffer data = ResourceDescriptorHeap[index];
    data.Store(id.x * 4, 1u);
}
