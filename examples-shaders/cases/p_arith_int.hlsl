// Integer arithmetic and bit operations on signed and unsigned values.
StructuredBuffer<int> src : register(t0);
RWStructuredBuffer<uint> dst : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    int x = src[i];
    uint u = asuint(x);
    dst[i * 8 + 0] = asuint(x * 7 - 3);
    dst[i * 8 + 1] = asuint(x / 3);
    dst[i * 8 + 2] = asuint(x % 5);
    dst[i * 8 + 3] = u >> 3;
    dst[i * 8 + 4] = asuint(x >> 2);
    dst[i * 8 + 5] = (u ^ 0xA5A5A5A5u) | (u << 4);
    dst[i * 8 + 6] = countbits(u) + asuint(firstbithigh(x)) * 100;
    dst[i * 8 + 7] = reversebits(u) & ~u;
}
