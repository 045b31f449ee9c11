// 256-bin histogram of the bytes of a raw buffer, with groupshared atomics.
ByteAddressBuffer Data : register(t0);
RWByteAddressBuffer Histogram : register(u0);

groupshared uint LocalBins[256];

[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex, uint3 dtid : SV_DispatchThreadID)
{
    for (uint b = gi; b < 256; b += 64)
        LocalBins[b] = 0;
    GroupMemoryBarrierWithGroupSync();

    uint word = Data.Load(dtid.x * 4);
    [unroll]
    for (uint k = 0; k < 4; ++k)
    {
        uint byteValue = (word >> (k * 8)) & 0xFF;
        InterlockedAdd(LocalBins[byteValue], 1);
    }
    GroupMemoryBarrierWithGroupSync();

    for (uint b2 = gi; b2 < 256; b2 += 64)
    {
        uint count = LocalBins[b2];
        if (count > 0)
            Histogram.InterlockedAdd(b2 * 4, count);
    }
}
