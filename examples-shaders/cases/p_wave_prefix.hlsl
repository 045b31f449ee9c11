// Exclusive prefix operations within each wave, and the lane built-ins.
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint4> Out : register(u0);

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint v = In[id.x];
    Out[id.x] = uint4(WavePrefixSum(v), WavePrefixProduct(v % 3 + 1), WaveGetLaneIndex(), WaveGetLaneCount());
}
