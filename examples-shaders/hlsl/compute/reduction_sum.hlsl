// Parallel sum reduction: each group reduces 256 floats in groupshared memory.
StructuredBuffer<float> Input : register(t0);
RWStructuredBuffer<float> PartialSums : register(u0);

cbuffer ReduceParams : register(b0)
{
    uint ElementCount;
};

groupshared float sdata[256];

[numthreads(256, 1, 1)]
void CSMain(uint3 gid : SV_GroupID, uint3 tid : SV_GroupThreadID, uint3 dtid : SV_DispatchThreadID)
{
    uint i = dtid.x;
    sdata[tid.x] = (i < ElementCount) ? Input[i] : 0.0f;
    GroupMemoryBarrierWithGroupSync();

    [unroll]
    for (uint s = 128; s > 0; s >>= 1)
    {
        if (tid.x < s)
            sdata[tid.x] += sdata[tid.x + s];
        GroupMemoryBarrierWithGroupSync();
    }

    if (tid.x == 0)
        PartialSums[gid.x] = sdata[0];
}
