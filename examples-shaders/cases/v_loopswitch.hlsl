// A switch inside a loop: `continue` in a case continues the loop, `break`
// in a case leaves only the switch. Then a nested loop whose inner break
// leaves only the inner loop.
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    uint acc = 0;
    for (uint k = 0; k < 8; ++k) {
        switch ((k + i) % 3) {
        case 0:
            continue;      // skips the += below
        case 1:
            acc += 100;
            break;         // leaves the switch only
        default:
            acc += 1;
            break;
        }
        acc += 10;
    }

    uint pairs = 0;
    for (uint a = 0; a < 6; ++a) {
        for (uint b = 0; b < 6; ++b) {
            if (b > a)
                break;     // leaves the inner loop only
            if ((a + b + i) % 2 == 0)
                continue;
            pairs += 1;
        }
    }

    Out[i * 2 + 0] = acc;
    Out[i * 2 + 1] = pairs;
}
