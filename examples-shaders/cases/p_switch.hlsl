// Switch forms: fall-through chains, default in the middle, a switch in a loop.
StructuredBuffer<int> In : register(t0);
RWStructuredBuffer<int> Out : register(u0);

int classify(int v)
{
    int r = 0;
    switch (v) {
    case -1:
        r += 1;
    case 0:
        r += 2;
        break;
    default:
        r += 100;
    case 5:
        r += 5;
    case 6:
        r += 6;
        break;
    case 9:
        return -9;
    }
    return r;
}

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    int v = In[i];
    int total = 0;
    for (int k = 0; k < 4; k++) {
        switch (k) {
        case 0:
            total += classify(v);
            break;
        case 2:
            total += classify(v + k) * 3;
            break;
        default:
            total -= 1;
            break;
        }
    }
    Out[i * 2 + 0] = classify(v);
    Out[i * 2 + 1] = total;
}
