#version 450
// A std430 buffer holding a runtime array of structs (vec3 aligns to 16, so
// the stride is 32). Each thread loads its particle, updates every member
// and stores it back whole.
layout(local_size_x = 4) in;

struct Particle
{
    vec3 pos;     // 0
    float mass;   // 12
    vec2 vel;     // 16
    uint id;      // 24
};

layout(std430, binding = 0) buffer Particles { Particle p[]; } ps;

void main()
{
    uint i = gl_GlobalInvocationID.x;
    Particle p = ps.p[i];
    p.pos += vec3(p.vel, 0.0) * p.mass;
    p.vel = -p.vel;
    p.id = p.id * 2u + 1u;
    ps.p[i] = p;
}
