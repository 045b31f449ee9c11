// One step of a bitonic sort over uint keys in a structured buffer.
cbuffer SortParams : register(b0)
{
    uint Level;
    uint LevelMask;
};

RWStructuredBuffer<uint> Keys : register(u0);
groupshared uint Shared[512];

[numthreads(512, 1, 1)]
void main(uint3 gtid : SV_GroupThreadID, uint3 dtid : SV_DispatchThreadID)
{
    Shared[gtid.x] = Keys[dtid.x];
    GroupMemoryBarrierWithGroupSync();
    for (uint j = Level >> 1; j > 0; j >>= 1)
    {
        uint a = Shared[gtid.x & ~j];
        uint b = Shared[gtid.x | j];
        bool ascending = (LevelMask & dtid.x) != 0;
        uint result = ((a <= b) == ascending) ? b : a;
        GroupMemoryBarrierWithGroupSync();
        Shared[gtid.x] = result;
        GroupMemoryBarrierWithGroupSync();
    }
    Keys[dtid.x] = Shared[gtid.x];
}
