// Lane queries, ballots, min/max and broadcasts.
RWStructuredBuffer<uint4> Result : register(u0);

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint lane = WaveGetLaneIndex();
    uint count = WaveGetLaneCount();
    uint4 ballot = WaveActiveBallot((lane & 1) == 0);
    uint mn = WaveActiveMin(id.x);
    uint mx = WaveActiveMax(id.x);
    uint neighbour = WaveReadLaneAt(id.x, (lane + 1) % count);
    bool all = WaveActiveAllTrue(id.x < 1024);
    Result[id.x] = uint4(ballot.x, mn + mx, neighbour, all ? count : 0);
}
