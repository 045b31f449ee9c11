#version 460
#extension GL_EXT_buffer_reference : require

// Buffer references stored in storage blocks, with atomics both on the
// block's own counter and through the reference. The block holding the
// reference becomes Metal's atomic twin for its counter, while the
// reference stays a plain 64-bit address: the atomic through it reaches
// the pointee's twin (`Counters_atomic`) at that address.
layout(local_size_x = 64) in;

layout(buffer_reference, std430, buffer_reference_align = 4) buffer Counters {
    uint hits;
    uint misses;
};

layout(set = 0, binding = 0) buffer Jobs {
    uint claimed;
    Counters counters;
} jobs;

layout(set = 0, binding = 1) readonly buffer Config {
    Counters shared_counters;
} config;

void main() {
    uint slot = atomicAdd(jobs.claimed, 1u);
    if ((slot & 1u) == 0u) {
        atomicAdd(jobs.counters.hits, 1u);
    } else {
        atomicAdd(config.shared_counters.misses, 1u);
    }
}
