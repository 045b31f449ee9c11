// 16-bit integer arithmetic: wrap-around in 16 bits, widening and narrowing.
StructuredBuffer<uint16_t> In : register(t0);
RWStructuredBuffer<uint16_t> Out : register(u0);
RWStructuredBuffer<int> Wide : register(u1);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    uint16_t a = In[i];
    uint16_t b = In[7 - i];
    Out[i * 2 + 0] = (uint16_t)(a * b + (uint16_t)3);
    Out[i * 2 + 1] = (uint16_t)(a >> 3) ^ b;
    int16_t s = (int16_t)a;
    Wide[i] = (int)s * 2 + (int)b;
}
