#version 450
// Vulkan compute shader: histogram with shared and buffer atomics.
layout(local_size_x = 256) in;
layout(std430, binding = 0) readonly buffer Pixels { uint pixels[]; };
layout(std430, binding = 1) buffer Histogram { uint bins[]; };
shared uint localBins[16];

void main() {
    uint lid = gl_LocalInvocationIndex;
    if (lid < 16u) {
        localBins[lid] = 0u;
    }
    barrier();
    uint v = pixels[gl_GlobalInvocationID.x];
    atomicAdd(localBins[v & 15u], 1u);
    barrier();
    if (lid < 16u) {
        atomicAdd(bins[lid], localBins[lid]);
    }
}
