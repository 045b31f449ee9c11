// half arithmetic on values exact in binary16, read from and written to 16-bit buffers.
StructuredBuffer<half> In : register(t0);
RWStructuredBuffer<half> Out : register(u0);
RWStructuredBuffer<float> Wide : register(u1);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    half a = In[i];
    half b = In[7 - i];
    Out[i * 3 + 0] = a * b + (half)0.5;
    Out[i * 3 + 1] = max(a, b) - min(a, b);
    Out[i * 3 + 2] = (half)((float)a * 0.25f);
    Wide[i] = (float)(a + b);
}
