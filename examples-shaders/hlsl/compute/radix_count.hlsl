// First pass of a radix sort: per-group digit histograms of 4-bit digits.
cbuffer RadixParams : register(b0)
{
    uint Shift;
    uint KeyCount;
};

StructuredBuffer<uint> Keys : register(t0);
RWStructuredBuffer<uint> GroupHistograms : register(u0);
groupshared uint Counts[16];

[numthreads(256, 1, 1)]
void main(uint3 gid : SV_GroupID, uint gi : SV_GroupIndex, uint3 dtid : SV_DispatchThreadID)
{
    if (gi < 16)
        Counts[gi] = 0;
    GroupMemoryBarrierWithGroupSync();
    if (dtid.x < KeyCount)
    {
        uint digit = (Keys[dtid.x] >> Shift) & 0xF;
        InterlockedAdd(Counts[digit], 1u);
    }
    GroupMemoryBarrierWithGroupSync();
    if (gi < 16)
        GroupHistograms[gid.x * 16 + gi] = Counts[gi];
}
