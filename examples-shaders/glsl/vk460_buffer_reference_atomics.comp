#version 460
#extension GL_EXT_buffer_reference : require

// Atomics on memory reached through a 64-bit device address: 64
// invocations add into a total, keep a maximum and fill a histogram whose
// block they also write plainly. Metal reaches the same address through a
// struct whose integers are atomics (`Histogram_atomic`) for the atomics,
// and through the plain `Histogram` for the rest. Every result is
// independent of the order the invocations run in.
layout(local_size_x = 64) in;

layout(buffer_reference, std430, buffer_reference_align = 4) buffer Histogram {
    uint total;
    int highest;
    uint firstHits;
    uint marker;
    uint bins[8];
};

layout(buffer_reference, std430, buffer_reference_align = 4) readonly buffer Samples {
    uint values[];
};

layout(push_constant) uniform Push {
    Histogram hist;
    Samples samples;
} pc;

void main() {
    uint i = gl_LocalInvocationIndex;
    uint v = pc.samples.values[i];
    atomicAdd(pc.hist.total, v);
    atomicMax(pc.hist.highest, int(v >> 1u));
    // The first sample into a bin sets that bin's bit.
    if (atomicAdd(pc.hist.bins[v & 7u], 1u) == 0u) {
        atomicOr(pc.hist.firstHits, 1u << (v & 7u));
    }
    if (i == 0u) {
        pc.hist.marker = 7u;
    }
}
