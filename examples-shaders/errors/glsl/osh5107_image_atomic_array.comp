#version 450
// Below MSL 3.1, only the atomics of 1D, 2D and buffer images go through a
// buffer the host backs the image with (a linear texture): an array image's
// atomics need MSL 3.1.
layout(local_size_x = 8, local_size_y = 8) in;
layout(binding = 0, r32ui) uniform uimage2DArray layers;
void main() {
    imageAtomicAdd(layers, ivec3(gl_GlobalInvocationID.xy, 1), 1u);
}
