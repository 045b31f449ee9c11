// Atomics on a device buffer from 64 threads in two groups: add, max, min,
// or, and, a compare-exchange loop, and an append-style slot allocation
// whose order depends on scheduling (compared as a set).
RWStructuredBuffer<uint> Acc : register(u0);
RWStructuredBuffer<uint> List : register(u1);

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    uint ignored;
    InterlockedAdd(Acc[1], i);
    InterlockedMax(Acc[2], (i * 7) % 64);
    InterlockedMin(Acc[3], i + 5);
    InterlockedOr(Acc[4], 1u << (i % 32));
    InterlockedAnd(Acc[5], ~(1u << (i % 16)));

    // Add 2 with a compare-exchange loop.
    uint expected = Acc[6];
    for (uint tries = 0; tries < 1000; ++tries) {
        uint original;
        InterlockedCompareExchange(Acc[6], expected, expected + 2, original);
        if (original == expected)
            break;
        expected = original;
    }

    if (i % 3 == 0) {
        uint slot;
        InterlockedAdd(Acc[0], 1, slot);
        List[slot] = i * i;
    }
}
