// Histogram: each group of 64 counts its inputs into 16 groupshared bins
// with atomics, then merges its bins into the global histogram.
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Hist : register(u0);

groupshared uint bins[16];

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_GroupThreadID, uint3 did : SV_DispatchThreadID)
{
    uint t = tid.x;
    if (t < 16)
        bins[t] = 0;
    GroupMemoryBarrierWithGroupSync();
    InterlockedAdd(bins[In[did.x] % 16], 1);
    GroupMemoryBarrierWithGroupSync();
    if (t < 16)
        InterlockedAdd(Hist[t], bins[t]);
}
