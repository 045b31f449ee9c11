// Per-tile statistics with texture atomics (MSL 3.1; see the options file):
// a count in a 2D texture, the minimum and maximum value and the tile's
// owner in the layers of a 2D-array texture.
RWTexture2D<uint> tileCounts : register(u0);
RWTexture2DArray<int> tileBounds : register(u1);
RWStructuredBuffer<uint> firstCounts : register(u2);

cbuffer Params : register(b0)
{
    uint tileSize;
    uint tilesPerRow;
    int value;
};

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    uint2 tile = id.xy / tileSize;
    uint before;
    InterlockedAdd(tileCounts[tile], 1, before);
    InterlockedMin(tileBounds[uint3(tile, 0)], value);
    InterlockedMax(tileBounds[uint3(tile, 1)], value);
    // The first thread to arrive claims the tile (0 -> its group index + 1)
    // and records the count it saw.
    int owner;
    InterlockedCompareExchange(tileBounds[uint3(tile, 2)], 0, (int)(gi + 1), owner);
    if (owner == 0)
    {
        firstCounts[tile.y * tilesPerRow + tile.x] = before;
    }
}
