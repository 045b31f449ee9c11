// Empty attribute lists and attributes on empty statements, which DXC and
// glslang accept: `[]`, `[][]`, `[unroll];`.
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(4, 1, 1)]
void main(uint i : SV_DispatchThreadID)
{
    [];
    [][];
    [unroll];
    uint sum = 0;
    [] [unroll(4)] for (uint k = 0; k < 4; ++k)
        sum += k * i;
    Out[i] = sum;
}
