// Two-level reduction: a wave-wide sum, then one atomic per wave.
StructuredBuffer<uint> Values : register(t0);
RWByteAddressBuffer Total : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint v = Values[id.x];
    uint waveSum = WaveActiveSum(v);
    if (WaveIsFirstLane())
        Total.InterlockedAdd(0, waveSum);
}
