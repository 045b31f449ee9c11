// Tiled matrix multiply C = A * B of row-major float matrices of size N x N.
#define TILE 16

cbuffer Dims : register(b0)
{
    uint N;
};

StructuredBuffer<float> A : register(t0);
StructuredBuffer<float> B : register(t1);
RWStructuredBuffer<float> C : register(u0);

groupshared float TileA[TILE][TILE];
groupshared float TileB[TILE][TILE];

[numthreads(TILE, TILE, 1)]
void main(uint3 dtid : SV_DispatchThreadID, uint3 gtid : SV_GroupThreadID)
{
    uint row = dtid.y;
    uint col = dtid.x;
    float acc = 0;
    for (uint t = 0; t < (N + TILE - 1) / TILE; ++t)
    {
        uint ac = t * TILE + gtid.x;
        uint br = t * TILE + gtid.y;
        TileA[gtid.y][gtid.x] = (row < N && ac < N) ? A[row * N + ac] : 0;
        TileB[gtid.y][gtid.x] = (br < N && col < N) ? B[br * N + col] : 0;
        GroupMemoryBarrierWithGroupSync();
        for (uint k = 0; k < TILE; ++k)
            acc = mad(TileA[gtid.y][k], TileB[k][gtid.x], acc);
        GroupMemoryBarrierWithGroupSync();
    }
    if (row < N && col < N)
        C[row * N + col] = acc;
}
