#version 450
// Explicit offsets in storage blocks: a std430 block whose header places
// its members out of order and leaves a gap before the runtime array, and
// `align` on a member and on a whole block.
layout(local_size_x = 64) in;

layout(set = 0, binding = 0, std430) buffer Particles {
    layout(offset = 16) uint count;
    layout(offset = 0) float dt;
    layout(align = 32) vec3 gravity;
    layout(offset = 64) vec4 data[];
} particles;

layout(set = 0, binding = 1, std430, align = 16) buffer Stats {
    float total;
    uint hits;
} stats;

void main() {
    uint i = gl_GlobalInvocationID.x;
    if (i >= particles.count) {
        return;
    }
    vec4 p = particles.data[i];
    p.xyz += particles.gravity * particles.dt;
    particles.data[i] = p;
    atomicAdd(stats.hits, 1u);
    if (i == 0u) {
        stats.total = p.w;
    }
}
