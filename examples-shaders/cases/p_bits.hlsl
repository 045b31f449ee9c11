// Bit operations on data-dependent values and shift amounts (always below 32).
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    uint v = In[i];
    uint s = (v ^ (v >> 7)) & 31u;
    Out[i * 6 + 0] = firstbitlow(v);
    Out[i * 6 + 1] = firstbithigh(v);
    Out[i * 6 + 2] = countbits(v) + (reversebits(v) >> 16);
    Out[i * 6 + 3] = (v << s) | (v >> (31u - s));
    Out[i * 6 + 4] = ((1u << s) - 1u) & ~v;
    Out[i * 6 + 5] = (uint)(((int)v) >> (s & 15u));
}
