#version 450
// Arrays of storage blocks: each element is its own Metal buffer, at
// consecutive indices from the array's (reflection gives the first and the
// array size). Metal binds no array of buffers to a function, so the kernel
// takes one `device T*` per element and gathers them into an array of
// pointers, which a dynamic index selects and helpers receive by value.
layout(local_size_x = 64) in;

layout(std430, set = 0, binding = 0) buffer Particles {
    vec4 position;
    vec4 velocity[];
} bins[3];

layout(std430, set = 0, binding = 3) readonly buffer Params {
    vec4 gravity;
    float dt;
} params[2];

layout(std430, set = 0, binding = 5) buffer Counters {
    uint moved;
} counters;

void integrate(uint bin, uint i, float dt) {
    bins[bin].velocity[i] += params[bin & 1u].gravity * dt;
}

void main() {
    uint i = gl_GlobalInvocationID.x;
    uint bin = gl_WorkGroupID.y % 3u;
    integrate(bin, i, params[0].dt);
    bins[bin].position += bins[bin].velocity[i] * params[1].dt;
    atomicAdd(counters.moved, 1u);
}
