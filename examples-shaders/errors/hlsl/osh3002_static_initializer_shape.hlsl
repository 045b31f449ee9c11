// A static array initialised with too few values is an error, never a
// silently zeroed array.
static const float3 kOffsets[3] = { float3(0, 0, 0), float3(1, 0, 0) };

RWStructuredBuffer<float3> results : register(u0);

[numthreads(3, 1, 1)]
void main(uint i : SV_DispatchThreadID)
{
    results[i] = kOffsets[i];
}
