// Work-efficient (Blelloch) exclusive prefix sum of 256 uints per group.
#define GROUP 256

cbuffer Params : register(b0)
{
    uint count;
    uint3 pad;
};

StructuredBuffer<uint> input : register(t0);
RWStructuredBuffer<uint> output : register(u0);

groupshared uint temp[GROUP];

[numthreads(GROUP, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    temp[gi] = dtid.x < count ? input[dtid.x] : 0;
    GroupMemoryBarrierWithGroupSync();

    uint offset = 1;
    for (uint d = GROUP >> 1; d > 0; d >>= 1)
    {
        if (gi < d)
        {
            uint ai = offset * (2 * gi + 1) - 1;
            uint bi = offset * (2 * gi + 2) - 1;
            temp[bi] += temp[ai];
        }
        offset *= 2;
        GroupMemoryBarrierWithGroupSync();
    }
    if (gi == 0)
        temp[GROUP - 1] = 0;
    GroupMemoryBarrierWithGroupSync();
    for (uint d2 = 1; d2 < GROUP; d2 *= 2)
    {
        offset >>= 1;
        if (gi < d2)
        {
            uint ai = offset * (2 * gi + 1) - 1;
            uint bi = offset * (2 * gi + 2) - 1;
            uint t = temp[ai];
            temp[ai] = temp[bi];
            temp[bi] += t;
        }
        GroupMemoryBarrierWithGroupSync();
    }
    if (dtid.x < count)
        output[dtid.x] = temp[gi];
}
