// C's `unsigned int`, which DXC accepts: the `uint` type, in declarations,
// parameters, results and C-style casts.
static const unsigned int LightCount = 25;

RWStructuredBuffer<uint4> Output : register(u0);

unsigned int high_half(unsigned int x)
{
    return x >> 16;
}

[numthreads(8, 1, 1)]
void main(unsigned int id : SV_DispatchThreadID)
{
    unsigned int count = (unsigned int)-1;
    Output[id] = uint4(high_half(id * LightCount), id & 0xffff, LightCount, count);
}
