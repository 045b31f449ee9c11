// Wave reductions over the lanes of each 8-wide wave.
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint4> Out : register(u0);

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint v = In[id.x];
    Out[id.x] = uint4(WaveActiveSum(v), WaveActiveMin(v), WaveActiveMax(v), WaveActiveBitOr(v) ^ WaveActiveBitAnd(v | 8u));
}
