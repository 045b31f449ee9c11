#version 450
// Atomics on a vector component of a buffer: Metal's atomics are scalars.
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer Bins { uvec4 bins[]; };
void main() {
    atomicAdd(bins[gl_GlobalInvocationID.x / 64u].x, 1u);
}
