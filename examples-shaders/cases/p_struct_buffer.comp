#version 450
// A storage buffer of structs read and written member by member.
layout(local_size_x = 4) in;
struct Particle {
    vec3 pos;
    uint id;
    vec2 vel;
};
layout(std430, binding = 0) readonly buffer BIn { Particle p[]; } In;
layout(std430, binding = 1) buffer BOut { Particle p[]; } Out;

void main()
{
    uint i = gl_GlobalInvocationID.x;
    Particle p = In.p[i];
    p.pos += vec3(p.vel, 1.0) * 2.0;
    p.id = p.id * 10u + i;
    p.vel = p.vel.yx;
    Out.p[3u - i] = p;
}
