// Inclusive prefix sum per group of 32 (Hillis-Steele): every step reads a
// neighbour, waits for the whole group, then writes, and waits again.
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

groupshared uint partial[32];

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_GroupThreadID, uint3 did : SV_DispatchThreadID)
{
    uint t = tid.x;
    partial[t] = In[did.x];
    GroupMemoryBarrierWithGroupSync();
    for (uint offset = 1; offset < 32; offset <<= 1) {
        // An if, not ?: — the read must not happen for t < offset.
        uint add = 0;
        if (t >= offset)
            add = partial[t - offset];
        GroupMemoryBarrierWithGroupSync();
        partial[t] += add;
        GroupMemoryBarrierWithGroupSync();
    }
    Out[did.x] = partial[t];
}
