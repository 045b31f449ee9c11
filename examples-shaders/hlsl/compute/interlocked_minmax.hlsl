// Bounding box of points with InterlockedMin/Max on float bits and a
// compare-exchange counter.
StructuredBuffer<float3> Points : register(t0);
RWStructuredBuffer<uint> Bounds : register(u0);   // min xyz, max xyz, count

[numthreads(128, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float3 p = Points[id.x];
    // Positive floats order like their bit patterns.
    uint3 bits = asuint(max(p, 0.0));
    InterlockedMin(Bounds[0], bits.x);
    InterlockedMin(Bounds[1], bits.y);
    InterlockedMin(Bounds[2], bits.z);
    InterlockedMax(Bounds[3], bits.x);
    InterlockedMax(Bounds[4], bits.y);
    InterlockedMax(Bounds[5], bits.z);
    uint original;
    InterlockedCompareExchange(Bounds[6], id.x, id.x + 1, original);
    InterlockedExchange(Bounds[7], id.x, original);
}
