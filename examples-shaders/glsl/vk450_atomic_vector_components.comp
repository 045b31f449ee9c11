#version 450
#extension GL_EXT_scalar_block_layout : require

// Atomics on components of integer vectors in storage blocks. Metal's
// atomics are scalars: a vector whose components are atomics' places is an
// array of `atomic_uint` in the block's atomic view (the same bytes), and
// plain reads and writes of the vector go component by component.
layout(local_size_x = 64) in;

layout(std430, set = 0, binding = 0) buffer Stats {
    uint total;
    uvec4 counts;
    ivec2 bins[4];
} stats;

layout(scalar, set = 0, binding = 1) buffer Cells {
    uvec3 cells[];
};

void main() {
    uint i = gl_LocalInvocationIndex;
    atomicAdd(stats.counts.y, 1u);
    atomicMax(stats.bins[i & 3u].x, int(i));
    atomicAdd(stats.total, stats.counts.x);
    if (i == 0u) {
        uvec4 seen = stats.counts;
        stats.counts.zw = seen.xy;
        stats.bins[1] = ivec2(seen.xy);
    }
    uint prev = 0u;
    uint cur;
    while ((cur = atomicCompSwap(cells[i].x, prev, prev + 1u)) != prev) {
        prev = cur;
    }
    cells[i].z = cells[i].y + 1u;
}
