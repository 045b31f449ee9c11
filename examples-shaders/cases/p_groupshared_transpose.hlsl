// Transpose 8x8 tiles through groupshared memory.
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

groupshared uint tile[8][8];

[numthreads(8, 8, 1)]
void main(uint3 gtid : SV_GroupThreadID, uint3 gid : SV_GroupID)
{
    uint base = gid.x * 64;
    tile[gtid.y][gtid.x] = In[base + gtid.y * 8 + gtid.x];
    GroupMemoryBarrierWithGroupSync();
    Out[base + gtid.y * 8 + gtid.x] = tile[gtid.x][gtid.y] + gid.x * 1000;
}
