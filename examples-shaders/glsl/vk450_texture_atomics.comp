#version 450
// Per-tile statistics with image atomics (MSL 3.1; see the options file): a
// count in a 2D image, the minimum and maximum value and the tile's owner in
// the layers of a 2D-array image.
layout(local_size_x = 8, local_size_y = 8) in;

layout(binding = 0, r32ui) uniform uimage2D tileCounts;
layout(binding = 1, r32i) uniform iimage2DArray tileBounds;
layout(std430, binding = 2) buffer FirstCounts { uint firstCounts[]; };
layout(push_constant) uniform Params {
    uint tileSize;
    uint tilesPerRow;
    int value;
};

void main() {
    ivec2 tile = ivec2(gl_GlobalInvocationID.xy / tileSize);
    uint before = imageAtomicAdd(tileCounts, tile, 1u);
    imageAtomicMin(tileBounds, ivec3(tile, 0), value);
    imageAtomicMax(tileBounds, ivec3(tile, 1), value);
    // The first thread to arrive claims the tile (0 -> its local index + 1)
    // and records the count it saw.
    int owner = imageAtomicCompSwap(tileBounds, ivec3(tile, 2), 0, int(gl_LocalInvocationIndex + 1u));
    if (owner == 0) {
        firstCounts[uint(tile.y) * tilesPerRow + uint(tile.x)] = before;
    }
}
