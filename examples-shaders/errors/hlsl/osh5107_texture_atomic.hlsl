// Atomics on textures need MSL 3.1; the default output is MSL 2.4.
RWTexture2D<uint> counts : register(u0);
[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    InterlockedAdd(counts[id.xy / 4], 1);
}
