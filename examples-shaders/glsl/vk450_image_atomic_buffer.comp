#version 450
// Image atomics at MSL 2.4, which has no texture atomics: each atomic image's
// atomics go through a buffer bound beside it (`counts_atomic`, reflection
// kind textureAtomicBuffer), which the host makes the image from (a linear
// texture whose rows are aligned to the texture_atomic_row_alignment
// function constant); loads and stores still use the texture. Warning
// OSH5232 states the contract.
layout(local_size_x = 8, local_size_y = 8) in;
layout(binding = 0, r32ui) uniform uimage2D counts;
layout(binding = 1, r32i) uniform iimageBuffer deltas;
layout(binding = 2, rgba8) uniform writeonly image2D heat;

void main() {
    ivec2 cell = ivec2(gl_GlobalInvocationID.xy) / 4;
    uint before = imageAtomicAdd(counts, cell, 1u);
    imageAtomicMax(deltas, int(gl_GlobalInvocationID.x), int(before));
    imageAtomicCompSwap(counts, cell + ivec2(1, 0), 0u, before);
    uint now = imageLoad(counts, cell).x;
    imageStore(heat, ivec2(gl_GlobalInvocationID.xy), vec4(float(now) / 64.0));
}
