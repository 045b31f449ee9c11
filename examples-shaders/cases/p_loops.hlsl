// Nested loops with break/continue, a do-while, a data-dependent trip count.
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    uint n = In[i];
    uint acc = 0;
    for (uint a = 0; a < 6; a++) {
        if (a == 2)
            continue;
        for (uint b = 0; b < n; b++) {
            if (a * b > 12)
                break;
            acc += a * 10 + b;
        }
    }
    uint m = n;
    uint d = 0;
    do {
        m = m / 2;
        d++;
    } while (m > 0);
    Out[i * 2 + 0] = acc;
    Out[i * 2 + 1] = d;
}
