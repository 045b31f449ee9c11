// Under the `msc` binding model, a ResourceDescriptorHeap element used as a
// buffer: Metal Shader Converter's heap entries hold buffer addresses too,
// which ferrometal does not translate yet (its textures it does).
// Expected: OSH3021 at the heap element.
RWStructuredBuffer<uint> results : register(u0);

[numthreads(64, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
    RWStructuredBuffer<uint> source = ResourceDescriptorHeap[3];
    results[i] = source[i] * 2;
}
