// Transpose through a padded groupshared tile (avoids bank conflicts).
#define TILE_DIM 16

cbuffer Size : register(b0)
{
    uint Width;
    uint Height;
};

StructuredBuffer<float> Src : register(t0);
RWStructuredBuffer<float> Dst : register(u0);
groupshared float Tile[TILE_DIM][TILE_DIM + 1];

[numthreads(TILE_DIM, TILE_DIM, 1)]
void main(uint3 gid : SV_GroupID, uint3 tid : SV_GroupThreadID)
{
    uint x = gid.x * TILE_DIM + tid.x;
    uint y = gid.y * TILE_DIM + tid.y;
    if (x < Width && y < Height)
        Tile[tid.y][tid.x] = Src[y * Width + x];
    GroupMemoryBarrierWithGroupSync();
    uint tx = gid.y * TILE_DIM + tid.x;
    uint ty = gid.x * TILE_DIM + tid.y;
    if (tx < Height && ty < Width)
        Dst[ty * Height + tx] = Tile[tid.x][tid.y];
}
