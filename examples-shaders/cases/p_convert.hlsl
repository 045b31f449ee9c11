// Conversions: float to int truncates toward zero, int/uint to float rounds, asuint/asfloat keep bits.
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    float x = In[i];
    int n = (int)x;
    uint u = (uint)abs(x);
    Out[i * 6 + 0] = asuint(n);
    Out[i * 6 + 1] = u;
    Out[i * 6 + 2] = asuint((float)n * 0.5f);
    Out[i * 6 + 3] = asuint((float)(u * 3000u + 16777217u));
    Out[i * 6 + 4] = asuint(x) ^ 0x80000000u;
    Out[i * 6 + 5] = asuint(asfloat(asuint(x) + 1u) - x);
}
