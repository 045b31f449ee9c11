// Atomics on textures need MSL 3.1; the default output is MSL 2.4, and with
// `textureAtomicsNativeOnly` they are refused instead of going through a
// buffer the host backs the texture with.
RWTexture2D<uint> counts : register(u0);
[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    InterlockedAdd(counts[id.xy / 4], 1);
}
