// DXC ignores the initializer of a groupshared variable ("Initializer of
// external global will be ignored"): the memory is undefined until a thread
// writes it. ferrometal does the same and says so (OSH5221).
groupshared uint counter = 0;
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex)
{
    if (i == 0)
        counter = 0;
    GroupMemoryBarrierWithGroupSync();
    InterlockedAdd(counter, 1);
    GroupMemoryBarrierWithGroupSync();
    Out[i] = counter;
}
