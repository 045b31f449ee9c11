// Several rounds through groupshared memory: each round reads neighbours written in the previous one.
StructuredBuffer<int> In : register(t0);
RWStructuredBuffer<int> Out : register(u0);

groupshared int a[32];
groupshared int b[32];

[numthreads(32, 1, 1)]
void main(uint3 gtid : SV_GroupThreadID, uint3 did : SV_DispatchThreadID)
{
    uint t = gtid.x;
    a[t] = In[did.x];
    GroupMemoryBarrierWithGroupSync();
    for (int round = 0; round < 4; round++) {
        int l = a[(t + 31) % 32];
        int r = a[(t + 1) % 32];
        b[t] = l + 2 * a[t] + r + round;
        GroupMemoryBarrierWithGroupSync();
        a[t] = b[t] / 2;
        GroupMemoryBarrierWithGroupSync();
    }
    Out[did.x] = a[t];
}
