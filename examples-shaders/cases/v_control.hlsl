// Control flow: a switch whose cases fall through, a loop with continue and
// break, and a data-dependent while loop (Collatz steps).
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;

    uint acc = 0;
    switch (i % 4) {
    case 0:
        acc += 1;   // falls through into case 1
    case 1:
        acc += 10;
        break;
    case 2:
        acc += 100; // falls through into default
    default:
        acc += 1000;
        break;
    }

    uint s = 0;
    for (uint k = 0; k < 10; ++k) {
        if (k == i)
            continue;
        if (k > i + 3)
            break;
        s += k;
    }

    uint n = i + 1;
    uint steps = 0;
    while (n != 1 && steps < 100) {
        if ((n & 1) == 0)
            n = n / 2;
        else
            n = 3 * n + 1;
        steps++;
    }

    Out[i * 3 + 0] = acc;
    Out[i * 3 + 1] = s;
    Out[i * 3 + 2] = steps;
}
