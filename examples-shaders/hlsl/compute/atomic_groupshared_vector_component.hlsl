// An Interlocked operation on one component of a groupshared vector.
// Metal's atomics are scalars: the vector is an array of `atomic_uint` in
// threadgroup memory (the same bytes), and its plain reads and writes go
// component by component.
groupshared uint4 tileMask;

RWByteAddressBuffer output : register(u0);

[numthreads(64, 1, 1)]
void main(uint index : SV_GroupIndex)
{
    if (index == 0)
        tileMask = 0;
    GroupMemoryBarrierWithGroupSync();
    InterlockedOr(tileMask[index / 32], 1u << (index % 32));
    GroupMemoryBarrierWithGroupSync();
    if (index == 0)
        output.Store4(0, tileMask);
}
