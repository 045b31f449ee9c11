#version 310 es
// GLES 3.1 compute shader: particle integration in an SSBO.
layout(local_size_x = 64) in;
struct Particle {
    vec4 position;
    vec4 velocity;
};
layout(std430, binding = 0) buffer Particles {
    Particle particles[];
};
uniform float uDt;

void main() {
    uint i = gl_GlobalInvocationID.x;
    Particle p = particles[i];
    p.velocity.y -= 9.81 * uDt;
    p.position.xyz += p.velocity.xyz * uDt;
    if (p.position.y < 0.0) {
        p.position.y = -p.position.y;
        p.velocity.y = -p.velocity.y * 0.5;
    }
    particles[i] = p;
}
