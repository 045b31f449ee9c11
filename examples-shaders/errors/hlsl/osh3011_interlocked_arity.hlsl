// InterlockedCompareExchange takes (dest, compare, value, original): with
// three arguments the `out` original would be taken as the value to store.
// DXC finds no overload; ferrometal reports the arity.
RWStructuredBuffer<uint> Locks : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint original;
    InterlockedCompareExchange(Locks[id.x], 0u, original);
    InterlockedExchange(Locks[0], 1u);
}
