#version 450
// Image atomics need MSL 3.1; the default output is MSL 2.4, and with
// `textureAtomicsNativeOnly` they are refused instead of going through a
// buffer the host backs the texture with.
layout(local_size_x = 8, local_size_y = 8) in;
layout(binding = 0, r32ui) uniform uimage2D counts;
void main() {
    imageAtomicAdd(counts, ivec2(gl_GlobalInvocationID.xy) / 4, 1u);
}
