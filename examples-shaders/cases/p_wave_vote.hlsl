// Votes and broadcasts within each wave.
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint4> Out : register(u0);

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint v = In[id.x];
    uint4 ballot = WaveActiveBallot(v > 4);
    uint flags = (WaveActiveAnyTrue(v == 7) ? 1u : 0u) | (WaveActiveAllTrue(v < 10) ? 2u : 0u);
    Out[id.x] = uint4(ballot.x, flags, WaveReadLaneFirst(v), WaveReadLaneAt(v, 5));
}
