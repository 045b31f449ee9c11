// Tree reduction in groupshared memory: each group of 64 sums its inputs
// with a barrier between halving steps; thread 0 writes the group's sum,
// minimum and maximum.
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

groupshared uint sum[64];
groupshared uint lo[64];
groupshared uint hi[64];

[numthreads(64, 1, 1)]
void main(uint3 gid : SV_GroupID, uint3 tid : SV_GroupThreadID, uint3 did : SV_DispatchThreadID)
{
    uint t = tid.x;
    uint v = In[did.x];
    sum[t] = v;
    lo[t] = v;
    hi[t] = v;
    GroupMemoryBarrierWithGroupSync();
    for (uint s = 32; s > 0; s >>= 1) {
        if (t < s) {
            sum[t] += sum[t + s];
            lo[t] = min(lo[t], lo[t + s]);
            hi[t] = max(hi[t], hi[t + s]);
        }
        GroupMemoryBarrierWithGroupSync();
    }
    if (t == 0) {
        Out[gid.x * 3 + 0] = sum[0];
        Out[gid.x * 3 + 1] = lo[0];
        Out[gid.x * 3 + 2] = hi[0];
    }
}
