// A thread-local array indexed by data: a small lookup table and a bubble sort.
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    uint v[6];
    for (uint k = 0; k < 6; k++)
        v[k] = In[i * 6 + k];
    for (uint a = 0; a < 6; a++) {
        for (uint b = 0; b + 1 < 6 - a; b++) {
            if (v[b] > v[b + 1]) {
                uint t = v[b];
                v[b] = v[b + 1];
                v[b + 1] = t;
            }
        }
    }
    const uint table[4] = { 7, 11, 13, 17 };
    for (uint j = 0; j < 6; j++)
        Out[i * 7 + j] = v[j];
    Out[i * 7 + 6] = table[v[5] % 4] * v[0];
}
