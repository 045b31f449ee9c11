#version 450
// std430 storage blocks with fixed members before a runtime-sized array
// (offsets 0, 4, 16, 32), with and without an instance name, and an atomic
// on a member of a block without one.
layout(local_size_x = 4) in;
layout(std430, binding = 0) buffer Particles {
    uint count;
    float dt;
    vec3 gravity;
    vec4 pos[];
} particles;
layout(std430, binding = 1) buffer Stats {
    uint moved;
    float scale;
};

void main() {
    uint i = gl_GlobalInvocationID.x;
    if (i >= particles.count)
        return;
    particles.pos[i].xyz += particles.gravity * (particles.dt * scale);
    particles.pos[i].w = float(i);
    atomicAdd(moved, 1u);
}
