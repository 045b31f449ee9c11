#version 450
// An image atomic reads and writes the texel: not on a `readonly` or a
// `writeonly` image.
layout(local_size_x = 8, local_size_y = 8) in;
layout(binding = 0, r32ui) readonly uniform uimage2D seen;
layout(binding = 1, r32ui) writeonly uniform uimage2D counts;
void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    imageAtomicMax(seen, p, 1u);
    imageAtomicAdd(counts, p / 4, 1u);
}
