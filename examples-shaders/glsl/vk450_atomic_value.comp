#version 450
// Vulkan compute shader: atomics used as values (append with a counter).
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer Counter { uint count; uint maxSeen; } counter;
layout(std430, binding = 1) buffer Items { uint items[]; };

void main() {
    uint v = gl_GlobalInvocationID.x * 7u % 13u;
    if (v > 6u) {
        uint slot = atomicAdd(counter.count, 1u);
        items[slot] = v;
        uint previous = atomicMax(counter.maxSeen, v);
        if (previous < v) {
            atomicCompSwap(counter.count, 1000u, 0u);
        }
    }
}
