// Append through an atomic counter: slot order depends on thread order.
RWStructuredBuffer<uint> Counter : register(u0);
RWStructuredBuffer<uint> List : register(u1);

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    if (i % 3 == 1)
        return;
    uint slot;
    InterlockedAdd(Counter[0], 1, slot);
    List[slot] = i * 100 + 7;
}
