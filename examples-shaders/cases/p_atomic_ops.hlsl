// Order-independent atomics: min, max, and, or, xor, add; exchange-if-equal.
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Acc : register(u0);
RWStructuredBuffer<int> SAcc : register(u1);

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint v = In[id.x];
    InterlockedMin(Acc[0], v);
    InterlockedMax(Acc[1], v);
    InterlockedAnd(Acc[2], v | 0xF0F0F0F0u);
    InterlockedOr(Acc[3], v);
    InterlockedXor(Acc[4], v);
    InterlockedAdd(Acc[5], v);
    uint old;
    InterlockedCompareExchange(Acc[6], 0u, 1000u, old);
    InterlockedCompareExchange(Acc[6], 1000u + v, 5u, old);
    InterlockedMin(SAcc[0], (int)v - 16);
    InterlockedMax(SAcc[1], 16 - (int)v);
}
