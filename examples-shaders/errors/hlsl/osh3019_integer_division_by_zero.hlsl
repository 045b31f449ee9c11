// An integer division of a vector by a constant with a zero lane: undefined
// for signed integers in HLSL and for every integer in MSL.
// Expected: OSH3019 at the divisor.
RWStructuredBuffer<int2> values : register(u0);

[numthreads(64, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
    values[i] = values[i] / int2(4, 0);
}
