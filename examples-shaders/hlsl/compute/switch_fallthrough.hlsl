// Classification with switch fall-through, do/while and inout helpers.
RWStructuredBuffer<int> Values : register(u0);

void Accumulate(inout int total, int amount, out int doubled)
{
    total += amount;
    doubled = amount * 2;
}

int Classify(int v)
{
    int score = 0;
    switch (v & 3)
    {
    case 0:
        score += 1;
    case 1:
        score += 10;
        break;
    case 2:
    {
        score = 100;
        break;
    }
    default:
        score = -1;
    }
    return score;
}

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int v = Values[id.x];
    int total = 0;
    int d;
    int n = 0;
    do
    {
        Accumulate(total, Classify(v + n), d);
        n++;
    } while (n < 4 && d >= 0);
    Values[id.x] = total + d;
}
