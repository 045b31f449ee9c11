// Atomics on groupshared memory, initialised by one thread and read after a barrier.
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

groupshared uint count;
groupshared uint biggest;
groupshared uint total;

[numthreads(16, 1, 1)]
void main(uint3 gtid : SV_GroupThreadID, uint3 gid : SV_GroupID, uint3 did : SV_DispatchThreadID)
{
    if (gtid.x == 0) {
        count = 0;
        biggest = 0;
        total = 0;
    }
    GroupMemoryBarrierWithGroupSync();
    uint v = In[did.x];
    InterlockedAdd(total, v);
    InterlockedMax(biggest, v);
    GroupMemoryBarrierWithGroupSync();
    if (v * 16 > total)
        InterlockedAdd(count, 1);
    GroupMemoryBarrierWithGroupSync();
    if (gtid.x == 0) {
        Out[gid.x * 3 + 0] = count;
        Out[gid.x * 3 + 1] = biggest;
        Out[gid.x * 3 + 2] = total;
    }
}
