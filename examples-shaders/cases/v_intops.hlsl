// Integer and bit operations: signed division and remainder truncate toward
// zero, >> is arithmetic on int and logical on uint, unsigned multiply wraps.
StructuredBuffer<int> X : register(t0);
StructuredBuffer<int> Y : register(t1);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int x = X[id.x];
    int y = Y[id.x];
    uint u = asuint(x);
    uint o = id.x * 16;
    Out[o + 0] = asuint(x / y);
    Out[o + 1] = asuint(x % y);
    Out[o + 2] = asuint(x >> 1);
    Out[o + 3] = u >> 1;
    Out[o + 4] = asuint(x & y);
    Out[o + 5] = asuint(x | y);
    Out[o + 6] = asuint(x ^ y);
    Out[o + 7] = asuint(~x);
    Out[o + 8] = countbits(u);
    Out[o + 9] = firstbithigh(u);
    Out[o + 10] = firstbitlow(u);
    Out[o + 11] = reversebits(u);
    Out[o + 12] = asuint(min(x, y));
    Out[o + 13] = asuint(max(x, y));
    Out[o + 14] = asuint(abs(x));
    Out[o + 15] = u * 2654435761u;
}
