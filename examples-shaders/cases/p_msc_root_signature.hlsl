// msc: the top-level argument buffer from the root signature, bound as a
// host using metal_irconverter_runtime.h binds it: the constant buffer as
// root constants (bytes 0-7), Out by its GPU address (8), and a descriptor
// table (16) whose IRDescriptorTableEntry values hold Values, Indices and
// Counter (entries 0, 1 and 5: the UAV range is at offset 5).
#define ROOT_SIGNATURE \
    "RootConstants(num32BitConstants = 2, b0), " \
    "UAV(u0), " \
    "DescriptorTable(SRV(t0, numDescriptors = 2), UAV(u1, offset = 5))"

cbuffer Params : register(b0) {
    uint count;
    float scale;
};
StructuredBuffer<float> Values : register(t0);
StructuredBuffer<uint> Indices : register(t1);
RWStructuredBuffer<float> Out : register(u0);
RWStructuredBuffer<uint> Counter : register(u1);

[RootSignature(ROOT_SIGNATURE)]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    if (i >= count)
        return;
    Out[i] = Values[Indices[i]] * scale + float(i);
    InterlockedAdd(Counter[0], Indices[i]);
}
