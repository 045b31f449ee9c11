// Texture atomics on RWTexture2D<uint>: a histogram (add), max, min, or, and, xor and compare-exchange.
RWTexture2D<uint> hist : register(u1);
RWTexture2D<uint> ops : register(u2);
StructuredBuffer<uint> src : register(t0);
RWTexture2D<uint> cas : register(u3);
[numthreads(4, 4, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.y * 4 + id.x;
    uint v = src[i];
    InterlockedAdd(hist[uint2(v & 3, (v >> 2) & 3)], 1);
    InterlockedMax(ops[uint2(0, 0)], v);
    InterlockedMin(ops[uint2(1, 0)], v);
    InterlockedOr(ops[uint2(2, 0)], 1u << (v & 31));
    InterlockedAnd(ops[uint2(3, 0)], ~(1u << (i & 31)));
    InterlockedXor(ops[uint2(0, 1)], v);
    uint old;
    InterlockedCompareExchange(cas[id.xy], i, i + 100, old);
}
