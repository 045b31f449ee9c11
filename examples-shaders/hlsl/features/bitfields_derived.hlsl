// A derived struct's bit fields start a new storage integer after its base,
// which DXC lays out as a struct of its own: Flags below is 8 bytes, not 4
// (DXC's test vk.layout.struct.bitfield.array: S10 has ArrayStride 8).
struct Base {
    uint visible : 1;
    uint layer : 7;
};
struct Flags : Base {
    uint lod : 4;      // bits 0..3 of the integer at 4
    uint shadow : 1;   // bit 4
};
RWStructuredBuffer<Flags> flags : register(u0);
RWStructuredBuffer<uint> result : register(u1);

[numthreads(8, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
    Flags f = flags[i];
    f.lod += 1;
    flags[i] = f;
    result[i] = f.visible + f.layer * 2 + f.lod * 256 + f.shadow * 4096;
}
