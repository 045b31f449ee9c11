#version 450
// Vulkan compute shader: workgroup reduction in shared memory.
layout(local_size_x = 128) in;
layout(std430, set = 0, binding = 0) readonly buffer Input { float values[]; };
layout(std430, set = 0, binding = 1) buffer Output { float sums[]; };
shared float partial[128];

void main() {
    uint lid = gl_LocalInvocationID.x;
    partial[lid] = values[gl_GlobalInvocationID.x];
    barrier();
    for (uint s = 64u; s > 0u; s >>= 1u) {
        if (lid < s) {
            partial[lid] += partial[lid + s];
        }
        barrier();
    }
    if (lid == 0u) {
        sums[gl_WorkGroupID.x] = partial[0];
    }
}
