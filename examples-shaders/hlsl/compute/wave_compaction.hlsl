// Stream compaction with wave prefix counts: surviving elements are written
// densely, each wave reserving its range with one atomic.
StructuredBuffer<float> Input : register(t0);
RWStructuredBuffer<float> Output : register(u0);
RWByteAddressBuffer Counter : register(u1);

cbuffer Params : register(b0)
{
    float Threshold;
};

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float x = Input[id.x];
    bool keep = x > Threshold;
    uint laneOffset = WavePrefixCountBits(keep);
    uint waveCount = WaveActiveCountBits(keep);
    uint base = 0;
    if (WaveIsFirstLane())
        Counter.InterlockedAdd(0, waveCount, base);
    base = WaveReadLaneFirst(base);
    if (keep)
        Output[base + laneOffset] = x;
}
