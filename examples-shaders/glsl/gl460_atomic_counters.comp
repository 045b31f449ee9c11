#version 450
// Atomic counters: the counters of one binding are the uints of one buffer
// (binding 0: hits at byte 4, misses after it at 8; binding 1: slots[0..1]).
layout(local_size_x = 16) in;
layout(binding = 0, offset = 4) uniform atomic_uint hits;
layout(binding = 0) uniform atomic_uint misses;
layout(binding = 1) uniform atomic_uint slots[2];
layout(std430, binding = 2) buffer Out { uint v[]; };
void main() {
    uint i = gl_GlobalInvocationID.x;
    if (i % 2u == 0u) {
        uint s = atomicCounterIncrement(hits);
        v[s] = i;
    } else {
        v[16u + atomicCounterDecrement(misses)] = atomicCounter(hits);
    }
    atomicCounterAdd(slots[i % 2u], 3u);
    atomicCounterSubtract(slots[1], 1u);
}
